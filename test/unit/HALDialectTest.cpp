//===- HALDialectTest.cpp - The hal dialect's C++ surface -----------------===//
//
// What the conversion and later passes call from C++ and the lit tests cannot
// reach (docs/design/hal-dialect.md): the enum helpers (#enum-storage,
// #bitfield-spelling), the attribute builders and helpers (#attributes),
// MatchAttrInterface (#match-attr-interface), the constant materializer
// (#dialect-level-facts) and the op builders the conversion uses.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::hal;

namespace {

//===----------------------------------------------------------------------===//
// Enums and bitfields (docs/design/hal-dialect.md#bitfields)
//===----------------------------------------------------------------------===//

TEST(HALEnums, Values) {
  EXPECT_EQ(static_cast<uint32_t>(MemoryTypeBitfield::None), 0x00u);
  EXPECT_EQ(static_cast<uint32_t>(MemoryTypeBitfield::Transient), 0x01u);
  EXPECT_EQ(static_cast<uint32_t>(MemoryTypeBitfield::HostVisible), 0x02u);
  EXPECT_EQ(static_cast<uint32_t>(MemoryTypeBitfield::HostCoherent), 0x04u);
  EXPECT_EQ(static_cast<uint32_t>(MemoryTypeBitfield::HostCached), 0x08u);
  EXPECT_EQ(static_cast<uint32_t>(MemoryTypeBitfield::HostLocal), 0x06u);
  EXPECT_EQ(static_cast<uint32_t>(MemoryTypeBitfield::DeviceVisible), 0x10u);
  EXPECT_EQ(static_cast<uint32_t>(MemoryTypeBitfield::DeviceLocal), 0x30u);
  EXPECT_EQ(static_cast<uint32_t>(BufferUsageBitfield::Constant), 0x1u);
  EXPECT_EQ(static_cast<uint32_t>(BufferUsageBitfield::Transfer), 0x2u);
  EXPECT_EQ(static_cast<uint32_t>(BufferUsageBitfield::Mapping), 0x4u);
  EXPECT_EQ(static_cast<uint32_t>(BufferUsageBitfield::Dispatch), 0x8u);
  EXPECT_EQ(static_cast<uint32_t>(CommandBufferModeBitfield::OneShot), 0x01u);
  EXPECT_EQ(
      static_cast<uint32_t>(CommandBufferModeBitfield::AllowInlineExecution),
      0x10u);
  EXPECT_EQ(static_cast<uint32_t>(CommandCategoryBitfield::Transfer), 0x1u);
  EXPECT_EQ(static_cast<uint32_t>(CommandCategoryBitfield::Dispatch), 0x2u);
  EXPECT_EQ(static_cast<uint32_t>(ExecutionStageBitfield::CommandIssue), 0x01u);
  EXPECT_EQ(static_cast<uint32_t>(ExecutionStageBitfield::CommandProcess),
            0x02u);
  EXPECT_EQ(static_cast<uint32_t>(ExecutionStageBitfield::Dispatch), 0x04u);
  EXPECT_EQ(static_cast<uint32_t>(ExecutionStageBitfield::Transfer), 0x08u);
  EXPECT_EQ(static_cast<uint32_t>(ExecutionStageBitfield::CommandRetire),
            0x10u);
  EXPECT_EQ(static_cast<uint32_t>(ExecutionStageBitfield::Host), 0x20u);
  EXPECT_EQ(static_cast<uint32_t>(ExecutionBarrierFlagBitfield::Reserved),
            0x1u);
  EXPECT_EQ(static_cast<uint32_t>(AccessScopeBitfield::MemoryWrite), 0x200u);
  EXPECT_EQ(static_cast<uint32_t>(DescriptorType::UniformBuffer), 6u);
  EXPECT_EQ(static_cast<uint32_t>(DescriptorType::StorageBuffer), 7u);
  EXPECT_EQ(static_cast<uint32_t>(DescriptorType::UniformBufferDynamic), 8u);
  EXPECT_EQ(static_cast<uint32_t>(DescriptorType::StorageBufferDynamic), 9u);
  EXPECT_EQ(static_cast<uint32_t>(DescriptorSetLayoutUsageType::Immutable), 0u);
  EXPECT_EQ(static_cast<uint32_t>(DescriptorSetLayoutUsageType::PushOnly), 1u);
  EXPECT_EQ(static_cast<uint32_t>(MemoryModel::Unified), 0u);
  EXPECT_EQ(static_cast<uint32_t>(MemoryModel::Discrete), 1u);
}

TEST(HALEnums, StringifyKeepsMatchedBits) {
  EXPECT_EQ(stringifyMemoryTypeBitfield(MemoryTypeBitfield::None), "None");
  EXPECT_EQ(stringifyMemoryTypeBitfield(MemoryTypeBitfield::HostLocal),
            "HostVisible|HostCoherent|HostLocal");
  EXPECT_EQ(stringifyMemoryTypeBitfield(MemoryTypeBitfield::DeviceLocal),
            "DeviceVisible|DeviceLocal");
  EXPECT_EQ(stringifyMemoryTypeBitfield(MemoryTypeBitfield::HostVisible |
                                        MemoryTypeBitfield::HostCoherent),
            "HostVisible|HostCoherent|HostLocal");
  EXPECT_EQ(stringifyEnum(MemoryTypeBitfield::DeviceLocal |
                          MemoryTypeBitfield::Transient),
            "Transient|DeviceVisible|DeviceLocal");
  EXPECT_EQ(stringifyEnum(ExecutionStageBitfield::CommandRetire |
                          ExecutionStageBitfield::Transfer |
                          ExecutionStageBitfield::Dispatch),
            "Dispatch|Transfer|CommandRetire");
  EXPECT_EQ(stringifyEnum(CommandCategoryBitfield::None), "None");
  EXPECT_EQ(stringifyEnum(BufferUsageBitfield::Constant |
                          BufferUsageBitfield::Transfer |
                          BufferUsageBitfield::Dispatch),
            "Constant|Transfer|Dispatch");
  EXPECT_EQ(stringifyEnum(DescriptorType::StorageBuffer), "storage_buffer");
  EXPECT_EQ(stringifyEnum(DescriptorType::UniformBufferDynamic),
            "uniform_buffer_dynamic");
  EXPECT_EQ(stringifyEnum(DescriptorSetLayoutUsageType::PushOnly),
            "push_only");
  EXPECT_EQ(stringifyEnum(MemoryModel::Discrete), "Discrete");
}

TEST(HALEnums, Symbolize) {
  EXPECT_EQ(symbolizeMemoryTypeBitfield("None"), MemoryTypeBitfield::None);
  EXPECT_EQ(symbolizeMemoryTypeBitfield("HostLocal|DeviceVisible"),
            static_cast<MemoryTypeBitfield>(0x16));
  EXPECT_EQ(symbolizeMemoryTypeBitfield("HostVisible|HostCoherent|HostLocal"),
            MemoryTypeBitfield::HostLocal);
  EXPECT_EQ(symbolizeEnum<BufferUsageBitfield>("Transfer|Dispatch"),
            BufferUsageBitfield::Transfer | BufferUsageBitfield::Dispatch);
  // `None` is not a piece, pieces must be known, the string must be nonempty.
  EXPECT_FALSE(symbolizeMemoryTypeBitfield("None|Transient"));
  EXPECT_FALSE(symbolizeMemoryTypeBitfield("HostVisible|Nope"));
  EXPECT_FALSE(symbolizeMemoryTypeBitfield(""));
  EXPECT_FALSE(symbolizeMemoryTypeBitfield("hostvisible"));
  // From integers: any combination of valid bits.
  EXPECT_EQ(symbolizeMemoryTypeBitfield(0x32u),
            static_cast<MemoryTypeBitfield>(0x32));
  EXPECT_FALSE(symbolizeMemoryTypeBitfield(0x40u));
  EXPECT_FALSE(symbolizeExecutionBarrierFlagBitfield(0x2u));
  EXPECT_EQ(symbolizeDescriptorType("storage_buffer"),
            DescriptorType::StorageBuffer);
  EXPECT_FALSE(symbolizeDescriptorType("StorageBuffer"));
  EXPECT_EQ(symbolizeDescriptorType(9u), DescriptorType::StorageBufferDynamic);
  EXPECT_FALSE(symbolizeDescriptorType(5u));
}

TEST(HALEnums, BitHelpers) {
  auto hostLocal = MemoryTypeBitfield::HostLocal;
  // bitEnumContains: any bit; allEnumBitsSet: all bits.
  EXPECT_TRUE(bitEnumContains(hostLocal, MemoryTypeBitfield::HostVisible));
  EXPECT_TRUE(bitEnumContains(MemoryTypeBitfield::HostVisible, hostLocal));
  EXPECT_FALSE(allEnumBitsSet(MemoryTypeBitfield::HostVisible, hostLocal));
  EXPECT_TRUE(allEnumBitsSet(hostLocal, MemoryTypeBitfield::HostCoherent));
  EXPECT_TRUE(allEnumBitsSet(MemoryTypeBitfield::DeviceLocal,
                             MemoryTypeBitfield::DeviceVisible));
  EXPECT_FALSE(allEnumBitsSet(MemoryTypeBitfield::DeviceVisible,
                              MemoryTypeBitfield::DeviceLocal));
  EXPECT_FALSE(
      bitEnumContains(MemoryTypeBitfield::DeviceLocal, MemoryTypeBitfield::None));
  EXPECT_TRUE(allEnumBitsSet(BufferUsageBitfield::Transfer,
                             BufferUsageBitfield::None));
  EXPECT_EQ((hostLocal & MemoryTypeBitfield::HostCoherent),
            MemoryTypeBitfield::HostCoherent);
}

TEST(HALEnums, SpecializedAttributes) {
  MLIRContext context;
  auto memoryTypes = MemoryTypeBitfieldAttr::get(
      &context, MemoryTypeBitfield::DeviceLocal);
  EXPECT_EQ(memoryTypes.getValue(), MemoryTypeBitfield::DeviceLocal);
  // Stored as a signless i32 IntegerAttr holding the value.
  auto integer = llvm::dyn_cast<IntegerAttr>(memoryTypes);
  ASSERT_TRUE(integer);
  EXPECT_TRUE(integer.getType().isSignlessInteger(32));
  EXPECT_EQ(integer.getInt(), 0x30);
  Builder builder(&context);
  EXPECT_TRUE(llvm::isa<BufferUsageBitfieldAttr>(builder.getI32IntegerAttr(0xE)));
  EXPECT_FALSE(llvm::isa<BufferUsageBitfieldAttr>(builder.getI32IntegerAttr(0x10)));
  EXPECT_FALSE(llvm::isa<BufferUsageBitfieldAttr>(builder.getI64IntegerAttr(0x2)));
  EXPECT_EQ(DescriptorTypeAttr::get(&context, DescriptorType::UniformBuffer)
                .getValue(),
            DescriptorType::UniformBuffer);
}

//===----------------------------------------------------------------------===//
// Fixture with the dialect loaded and a module to build into
//===----------------------------------------------------------------------===//

class HALTest : public ::testing::Test {
protected:
  HALTest() {
    context.loadDialect<HALDialect>();
    module = ModuleOp::create(UnknownLoc::get(&context));
    builder.setInsertionPointToEnd(module->getBody());
  }

  /// An opaque value of `type` (an operand-less unrealized cast) at the
  /// start of the module, so it dominates everything built afterwards.
  Value argument(Type type) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(module->getBody());
    return compat::createOp<UnrealizedConversionCastOp>(builder, loc(),
                                                        TypeRange{type},
                                                        ValueRange{})
        .getResult(0);
  }

  Location loc() { return builder.getUnknownLoc(); }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  OpBuilder builder{&context};
};

TEST_F(HALTest, LoadsDependentDialects) {
  EXPECT_NE(context.getLoadedDialect<util::UtilDialect>(), nullptr);
  EXPECT_NE(context.getLoadedDialect<arith::ArithDialect>(), nullptr);
}

TEST_F(HALTest, ConstantMaterializer) {
  auto *dialect = context.getLoadedDialect<HALDialect>();
  Operation *index = dialect->materializeConstant(
      builder, builder.getIndexAttr(42), builder.getIndexType(), loc());
  ASSERT_NE(index, nullptr);
  auto constant = llvm::dyn_cast<arith::ConstantOp>(index);
  ASSERT_TRUE(constant);
  EXPECT_EQ(constant.getValue(), builder.getIndexAttr(42));
  // Nothing for other types, or a value of another type.
  EXPECT_EQ(dialect->materializeConstant(builder, builder.getI32IntegerAttr(1),
                                         builder.getI32Type(), loc()),
            nullptr);
  EXPECT_EQ(dialect->materializeConstant(builder, builder.getI32IntegerAttr(1),
                                         builder.getIndexType(), loc()),
            nullptr);
  EXPECT_EQ(dialect->materializeConstant(builder, builder.getStringAttr("x"),
                                         builder.getIndexType(), loc()),
            nullptr);
  EXPECT_EQ(module->getBody()->getOperations().size(), 1u);
  index->erase();
}

//===----------------------------------------------------------------------===//
// Attributes (docs/design/hal-dialect.md#attributes)
//===----------------------------------------------------------------------===//

TEST_F(HALTest, TargetAttributes) {
  auto device = DeviceTargetAttr::get(&context, "Vulkan-SPIRV");
  ASSERT_TRUE(device.getConfiguration());
  EXPECT_TRUE(device.getConfiguration().empty());
  EXPECT_EQ(device.getSymbolNameFragment(), "vulkan_spirv");
  EXPECT_EQ(device.getMatchExpression(),
            DeviceMatchIDAttr::get(&context, "Vulkan-SPIRV"));
  EXPECT_FALSE(device.getConfigurationAttr("executable_targets"));
  EXPECT_TRUE(device.getExecutableTargets().empty());

  auto target = ExecutableTargetAttr::get(&context, "llvm", "embedded-elf-x86_64");
  EXPECT_EQ(target.getBackend().getValue(), "llvm");
  EXPECT_EQ(target.getFormat().getValue(), "embedded-elf-x86_64");
  EXPECT_EQ(target.getSymbolNameFragment(), "embedded_elf_x86_64");
  // The backend plays no part in the match expression.
  EXPECT_EQ(target.getMatchExpression(),
            DeviceMatchExecutableFormatAttr::get(&context, "embedded-elf-x86_64"));
  // A null configuration (as parsed without one) is looked up safely.
  auto nullConfig = ExecutableTargetAttr::get(
      &context, builder.getStringAttr("vmvx"),
      builder.getStringAttr("vmvx-bytecode-fb"), DictionaryAttr());
  EXPECT_FALSE(nullConfig.getConfigurationAttr("anything"));

  auto cpu = DeviceTargetAttr::get(
      &context, builder.getStringAttr("cpu"),
      builder.getDictionaryAttr(builder.getNamedAttr(
          "executable_targets",
          builder.getArrayAttr({target, builder.getUnitAttr(), nullConfig}))));
  SmallVector<ExecutableTargetAttr, 4> targets = cpu.getExecutableTargets();
  ASSERT_EQ(targets.size(), 2u);
  EXPECT_EQ(targets[0], target);
  EXPECT_EQ(targets[1], nullConfig);

  // lookup() walks up to the closest op carrying hal.device.targets.
  module->getOperation()->setAttr(DeviceTargetAttr::getTargetsAttrName(),
                                  builder.getArrayAttr({device, cpu}));
  auto executable = compat::createOp<ExecutableOp>(builder, loc(), "ex");
  SmallVector<DeviceTargetAttr, 4> found = DeviceTargetAttr::lookup(executable);
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0], device);
  EXPECT_EQ(found[1], cpu);
  executable->setAttr(DeviceTargetAttr::getTargetsAttrName(),
                      builder.getArrayAttr({cpu}));
  found = DeviceTargetAttr::lookup(executable);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0], cpu);
  module->getOperation()->removeAttr(DeviceTargetAttr::getTargetsAttrName());
  EXPECT_TRUE(DeviceTargetAttr::lookup(*module).empty());
}

TEST_F(HALTest, LayoutAttributes) {
  auto binding0 = DescriptorSetBindingAttr::get(&context, 0,
                                                DescriptorType::StorageBuffer);
  auto binding1 = DescriptorSetBindingAttr::get(&context, 1,
                                                DescriptorType::UniformBuffer);
  EXPECT_EQ(binding1.getOrdinal(), 1);
  EXPECT_EQ(binding1.getType(), DescriptorType::UniformBuffer);
  auto set = DescriptorSetLayoutAttr::get(&context, 0, {binding0, binding1});
  EXPECT_EQ(set.getOrdinal(), 0);
  ASSERT_EQ(set.getBindings().size(), 2u);
  EXPECT_EQ(set.getBindings()[1], binding1);
  auto layout = ExecutableLayoutAttr::get(&context, 2, {set});
  EXPECT_EQ(layout.getPushConstants(), 2);
  ASSERT_EQ(layout.getSetLayouts().size(), 1u);
  EXPECT_EQ(layout.getSetLayouts()[0], set);

  auto interfaceBinding = InterfaceBindingAttr::get(&context, 1, 3);
  EXPECT_EQ(interfaceBinding.getSet(), 1);
  EXPECT_EQ(interfaceBinding.getBinding(), 3);
}

TEST_F(HALTest, MatchAttributeBuilders) {
  auto id = DeviceMatchIDAttr::get(builder.getStringAttr("vmvx"));
  EXPECT_EQ(id, DeviceMatchIDAttr::get(&context, "vmvx"));
  EXPECT_EQ(id, DeviceMatchIDAttr::get(DeviceTargetAttr::get(&context, "vmvx")));
  auto format = DeviceMatchExecutableFormatAttr::get(
      &context, builder.getStringAttr("vmvx-bytecode-fb"));
  EXPECT_EQ(format, DeviceMatchExecutableFormatAttr::get(
                        builder.getStringAttr("vmvx-bytecode-fb")));
  EXPECT_EQ(format, DeviceMatchExecutableFormatAttr::get(
                        ExecutableTargetAttr::get(&context, "x", "vmvx-bytecode-fb")));
  EXPECT_EQ(DeviceMatchFeatureAttr::get(&context, "subgroups").getPattern(),
            "subgroups");
  EXPECT_EQ(DeviceMatchArchitectureAttr::get(builder.getStringAttr("x86_64"))
                .getPattern(),
            "x86_64");
  auto any = MatchAnyAttr::get(&context, ArrayRef<Attribute>{id, format});
  EXPECT_EQ(any, MatchAnyAttr::get(&context, builder.getArrayAttr({id, format})));
  // Empty lists cannot be parsed but can be built.
  EXPECT_TRUE(MatchAllAttr::get(&context, ArrayRef<Attribute>{})
                  .getConditions()
                  .empty());
  EXPECT_TRUE(llvm::isa<MatchAttrInterface>(any));
  EXPECT_TRUE(llvm::isa<MatchAttrInterface>(MatchAlwaysAttr::get(&context)));
  EXPECT_FALSE(llvm::isa<MatchAttrInterface>(InterfaceBindingAttr::get(&context, 0, 0)));
}

//===----------------------------------------------------------------------===//
// MatchAttrInterface (docs/design/hal-dialect.md#match-attr-interface)
//===----------------------------------------------------------------------===//

class MatchExpressionTest : public HALTest {
protected:
  Value build(Attribute match) {
    auto matchAttr = llvm::dyn_cast<MatchAttrInterface>(match);
    EXPECT_TRUE(matchAttr);
    Value device = argument(DeviceType::get(&context));
    Value result = matchAttr.buildConditionExpression(loc(), device, builder);
    EXPECT_TRUE(result.getType().isInteger(1));
    EXPECT_TRUE(succeeded(verify(*module)));
    this->device = device;
    return result;
  }

  static std::optional<bool> constantBool(Value value) {
    auto constant = value.getDefiningOp<arith::ConstantOp>();
    if (!constant)
      return std::nullopt;
    auto boolAttr = llvm::dyn_cast<BoolAttr>(constant.getValue());
    if (!boolAttr)
      return std::nullopt;
    return boolAttr.getValue();
  }

  /// The category and key of the hal.device.query that produced `value`.
  std::pair<std::string, std::string> query(Value value) {
    auto queryOp = value.getDefiningOp<DeviceQueryOp>();
    EXPECT_TRUE(queryOp);
    if (!queryOp)
      return {};
    EXPECT_EQ(value, queryOp.getValue());
    EXPECT_EQ(queryOp.getDevice(), device);
    EXPECT_EQ(queryOp.getDefaultValueAttr(), builder.getBoolAttr(false));
    EXPECT_TRUE(queryOp.getOk().getType().isInteger(1));
    return {queryOp.getCategory().str(), queryOp.getKey().str()};
  }

  Value device;
};

TEST_F(MatchExpressionTest, Always) {
  EXPECT_EQ(constantBool(build(MatchAlwaysAttr::get(&context))), true);
}

TEST_F(MatchExpressionTest, DeviceQueries) {
  using Query = std::pair<std::string, std::string>;
  EXPECT_EQ(query(build(DeviceMatchIDAttr::get(&context, "vulkan-*"))),
            Query("hal.device.id", "vulkan-*"));
  EXPECT_EQ(query(build(DeviceMatchFeatureAttr::get(&context, "subgroups"))),
            Query("hal.device.feature", "subgroups"));
  EXPECT_EQ(query(build(DeviceMatchArchitectureAttr::get(&context, "x86_64"))),
            Query("hal.device.architecture", "x86_64"));
  EXPECT_EQ(query(build(DeviceMatchExecutableFormatAttr::get(
                &context, "embedded-elf-x86_64"))),
            Query("hal.executable.format", "embedded-elf-x86_64"));
}

TEST_F(MatchExpressionTest, EmptyAnyAndAll) {
  EXPECT_EQ(constantBool(build(MatchAnyAttr::get(&context, ArrayRef<Attribute>{}))),
            false);
  EXPECT_EQ(constantBool(build(MatchAllAttr::get(&context, ArrayRef<Attribute>{}))),
            true);
}

TEST_F(MatchExpressionTest, AnyOrsLeftToRight) {
  Value result = build(MatchAnyAttr::get(
      &context, ArrayRef<Attribute>{DeviceMatchIDAttr::get(&context, "a"),
                                    DeviceMatchIDAttr::get(&context, "b"),
                                    DeviceMatchIDAttr::get(&context, "c")}));
  // ((a | b) | c)
  auto outer = result.getDefiningOp<arith::OrIOp>();
  ASSERT_TRUE(outer);
  EXPECT_EQ(query(outer.getRhs()).second, "c");
  auto inner = outer.getLhs().getDefiningOp<arith::OrIOp>();
  ASSERT_TRUE(inner);
  EXPECT_EQ(query(inner.getLhs()).second, "a");
  EXPECT_EQ(query(inner.getRhs()).second, "b");
}

TEST_F(MatchExpressionTest, AllAndsNested) {
  Value result = build(MatchAllAttr::get(
      &context,
      ArrayRef<Attribute>{
          DeviceMatchIDAttr::get(&context, "a"),
          MatchAnyAttr::get(&context,
                            ArrayRef<Attribute>{MatchAlwaysAttr::get(&context)})}));
  auto andOp = result.getDefiningOp<arith::AndIOp>();
  ASSERT_TRUE(andOp);
  EXPECT_EQ(query(andOp.getLhs()).second, "a");
  // A single-element any is its element.
  EXPECT_EQ(constantBool(andOp.getRhs()), true);
}

//===----------------------------------------------------------------------===//
// Op builders used by the conversion
//===----------------------------------------------------------------------===//

TEST_F(HALTest, DeviceAndAllocatorBuilders) {
  auto device = compat::createOp<ExSharedDeviceOp>(builder, loc());
  EXPECT_TRUE(llvm::isa<DeviceType>(device.getResult().getType()));
  auto allocator =
      compat::createOp<DeviceAllocatorOp>(builder, loc(), device.getResult());
  EXPECT_TRUE(llvm::isa<AllocatorType>(allocator.getResult().getType()));
  Value size = argument(builder.getIndexType());
  auto allocate = compat::createOp<AllocatorAllocateOp>(
      builder, loc(), BufferType::get(&context), allocator.getResult(),
      MemoryTypeBitfield::DeviceLocal, BufferUsageBitfield::Transfer, size);
  EXPECT_EQ(allocate.getMemoryTypes(), MemoryTypeBitfield::DeviceLocal);
  EXPECT_EQ(allocate.getBufferUsage(), BufferUsageBitfield::Transfer);
  EXPECT_EQ(allocate.getResultSize(), size);
  compat::createOp<BufferAssertOp>(
      builder, loc(), allocate.getResult(), builder.getStringAttr("tensor"),
      allocator.getResult(), size,
      MemoryTypeBitfieldAttr::get(&context, MemoryTypeBitfield::DeviceVisible),
      BufferUsageBitfieldAttr::get(&context, BufferUsageBitfield::Dispatch));
  auto cmd = compat::createOp<CommandBufferCreateOp>(
      builder, loc(), CommandBufferType::get(&context), device.getResult(),
      CommandBufferModeBitfield::OneShot |
          CommandBufferModeBitfield::AllowInlineExecution,
      CommandCategoryBitfield::Dispatch);
  compat::createOp<CommandBufferExecutionBarrierOp>(
      builder, loc(), cmd.getResult(), ExecutionStageBitfield::Dispatch,
      ExecutionStageBitfield::Transfer, ExecutionBarrierFlagBitfield::None);
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(HALTest, BufferViewCreateMaterializesCodes) {
  Value buffer = argument(BufferType::get(&context));
  Value dim = argument(builder.getIndexType());
  auto view = compat::createOp<BufferViewCreateOp>(
      builder, loc(), buffer, static_cast<int32_t>(553648160),
      static_cast<int32_t>(1), ValueRange{dim});
  EXPECT_TRUE(llvm::isa<BufferViewType>(view.getResult().getType()));
  // The two constants come first, in order, as i32, right before the op.
  auto elementType = view.getElementType().getDefiningOp<arith::ConstantOp>();
  auto encodingType = view.getEncodingType().getDefiningOp<arith::ConstantOp>();
  ASSERT_TRUE(elementType && encodingType);
  EXPECT_EQ(elementType->getNextNode(), encodingType.getOperation());
  EXPECT_EQ(encodingType->getNextNode(), view.getOperation());
  EXPECT_EQ(view->getNextNode(), nullptr);
  EXPECT_EQ(elementType.getValue(), builder.getI32IntegerAttr(553648160));
  EXPECT_EQ(encodingType.getValue(), builder.getI32IntegerAttr(1));
  EXPECT_EQ(view.getBuffer(), buffer);
  ASSERT_EQ(view.getShape().size(), 1u);
  EXPECT_EQ(view.getShape()[0], dim);
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(HALTest, PushDescriptorSetOperandOrder) {
  Value cmd = argument(CommandBufferType::get(&context));
  Value layout = argument(ExecutableLayoutType::get(&context));
  Value a = argument(BufferType::get(&context));
  Value b = argument(BufferType::get(&context));
  Value n0 = argument(builder.getIndexType());
  Value n1 = argument(builder.getIndexType());
  Value n2 = argument(builder.getIndexType());
  Value n3 = argument(builder.getIndexType());
  SmallVector<DescriptorSetBindingValue> bindings = {{n0, a, n1, n2},
                                                     {n1, b, n2, n3}};
  auto op = compat::createOp<CommandBufferPushDescriptorSetOp>(
      builder, loc(), cmd, layout, static_cast<int64_t>(2), bindings);
  auto set = op.getSet().getDefiningOp<arith::ConstantOp>();
  ASSERT_TRUE(set);
  EXPECT_EQ(set.getValue(), builder.getIndexAttr(2));
  SmallVector<Value> expected = {cmd, layout, set.getResult(), n0, n1, a, b,
                                 n1,  n2,     n2,              n3};
  EXPECT_EQ(SmallVector<Value>(op->getOperands()), expected);
  EXPECT_EQ(SmallVector<Value>(op.getBindingBuffers()), SmallVector<Value>({a, b}));
  EXPECT_EQ(SmallVector<Value>(op.getBindingLengths()),
            SmallVector<Value>({n2, n3}));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(HALTest, DeviceSwitchBuilder) {
  Value device = argument(DeviceType::get(&context));
  auto switchOp = compat::createOp<DeviceSwitchOp>(
      builder, loc(), TypeRange{builder.getIndexType()}, device,
      ArrayRef<Attribute>{DeviceMatchIDAttr::get(&context, "a"),
                          MatchAlwaysAttr::get(&context)},
      ArrayRef<NamedAttribute>{builder.getNamedAttr("test.tag", builder.getUnitAttr())});
  EXPECT_EQ(switchOp.getDevice(), device);
  EXPECT_EQ(switchOp.getConditions().size(), 2u);
  ASSERT_EQ(switchOp.getConditionRegions().size(), 2u);
  for (Region &region : switchOp.getConditionRegions())
    EXPECT_TRUE(region.empty());
  EXPECT_EQ(switchOp->getNumResults(), 1u);
  EXPECT_TRUE(switchOp->hasAttr("test.tag"));

  // Filled regions ending in hal.return verify.
  for (Region &region : switchOp.getConditionRegions()) {
    OpBuilder::InsertionGuard guard(builder);
    builder.createBlock(&region);
    Value c1 = compat::createOp<arith::ConstantIndexOp>(builder, loc(), 1);
    compat::createOp<ReturnOp>(builder, loc(), ValueRange{c1});
  }
  EXPECT_TRUE(succeeded(verify(switchOp)));
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(&switchOp.getConditionRegions()[0].front());
  auto emptyReturn = compat::createOp<ReturnOp>(builder, loc());
  EXPECT_EQ(emptyReturn->getNumOperands(), 0u);
  emptyReturn->erase();
}

TEST_F(HALTest, ExecutableBuilders) {
  auto executable = compat::createOp<ExecutableOp>(builder, loc(), "ex");
  EXPECT_EQ(executable.getSymName(), "ex");
  EXPECT_FALSE(executable.getSymVisibility());
  ASSERT_EQ(executable.getBody().getBlocks().size(), 1u);
  EXPECT_TRUE(llvm::isa<ExecutableEndOp>(executable.getBlock().back()));

  OpBuilder inner = OpBuilder::atBlockBegin(&executable.getBlock());
  auto target = ExecutableTargetAttr::get(&context, "vmvx", "vmvx-bytecode-fb");
  auto variant = compat::createOp<ExecutableVariantOp>(inner, loc(),
                                                       "vmvx_bytecode_fb", target);
  EXPECT_EQ(variant.getTarget(), target);
  EXPECT_TRUE(llvm::isa<ExecutableVariantEndOp>(variant.getBlock().back()));

  inner.setInsertionPointToStart(&variant.getBlock());
  auto layout = ExecutableLayoutAttr::get(
      &context, 0,
      {DescriptorSetLayoutAttr::get(
          &context, 0,
          {DescriptorSetBindingAttr::get(&context, 0,
                                         DescriptorType::StorageBuffer)})});
  auto entryPoint = compat::createOp<ExecutableEntryPointOp>(
      inner, loc(), inner.getStringAttr("main"), inner.getIndexAttr(0), layout,
      ArrayAttr(), IntegerAttr());
  EXPECT_EQ(entryPoint.getNameAttr(), inner.getStringAttr("main"));
  EXPECT_FALSE(entryPoint.getSymVisibility());
  EXPECT_EQ(entryPoint.getLayout(), layout);
  EXPECT_EQ(entryPoint.getOrdinalAttr(), inner.getIndexAttr(0));
  EXPECT_EQ(entryPoint->getParentOp(), variant.getOperation());
  EXPECT_EQ(entryPoint.getWorkgroupCountBody(), nullptr);
  EXPECT_EQ(ExecutableEntryPointOp::getNumWorkgroupDims(), 3u);
  EXPECT_EQ(llvm::range_size(variant.getOps<ExecutableEntryPointOp>()), 1u);
  EXPECT_EQ(llvm::range_size(executable.getOps<ExecutableVariantOp>()), 1u);
  // Symbol lookups through the tables the conversion resolves
  // @ex::@variant::@entry with.
  EXPECT_EQ(SymbolTable::lookupNearestSymbolFrom(
                *module, SymbolRefAttr::get(inner.getStringAttr("ex"),
                                            {FlatSymbolRefAttr::get(
                                                 inner.getStringAttr(
                                                     "vmvx_bytecode_fb")),
                                             FlatSymbolRefAttr::get(
                                                 inner.getStringAttr("main"))})),
            entryPoint.getOperation());
  EXPECT_TRUE(succeeded(verify(*module)));

  // A workgroup-count region is reachable through getWorkgroupCountBody().
  Block *body = inner.createBlock(&entryPoint.getWorkgroupCountRegion());
  Type index = inner.getIndexType();
  body->addArguments({index, index, index}, {loc(), loc(), loc()});
  compat::createOp<ReturnOp>(inner, loc(), ValueRange(body->getArguments()));
  EXPECT_EQ(entryPoint.getWorkgroupCountBody(), body);
  EXPECT_TRUE(succeeded(verify(*module)));
}

} // namespace
