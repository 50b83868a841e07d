//===- HALAttrs.td - The hal dialect's attributes -----------*- tablegen -*-===//
//
// Attributes of docs/design/hal-dialect.md#attributes. Mnemonics contain dots
// (`device.target`); the default dialect attribute parser reads them as one
// keyword and dispatches.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_HALATTRS_TD
#define STREAM_TO_HAL_DIALECTS_HAL_HALATTRS_TD

include "mlir/IR/AttrTypeBase.td"
include "StreamToHAL/dialects/hal/HALBase.td"
include "StreamToHAL/dialects/hal/HALEnums.td"
include "StreamToHAL/dialects/hal/HALInterfaces.td"

class HAL_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<HAL_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// Targets (docs/design/hal-dialect.md#device-target, #executable-target)
//===----------------------------------------------------------------------===//

def HAL_DeviceTargetAttr : HAL_Attr<"DeviceTarget", "device.target"> {
  let summary = "a device that the compiler targets";
  let parameters = (ins
    AttrParameter<"::mlir::StringAttr", "device identifier">:$deviceID,
    // Null when omitted in the text; an empty dictionary prints the same way.
    OptionalParameter<"::mlir::DictionaryAttr">:$configuration
  );
  let assemblyFormat = [{
    `<` $deviceID `` custom<TargetConfiguration>($configuration) `>`
  }];
  let builders = [
    AttrBuilder<(ins "::llvm::StringRef":$deviceID), [{
      return $_get($_ctxt, ::mlir::StringAttr::get($_ctxt, deviceID),
                   ::mlir::DictionaryAttr::get($_ctxt));
    }]>,
  ];
  let extraClassDeclaration = [{
    /// `#hal.device.match.id<"deviceID">`.
    ::mlir::Attribute getMatchExpression() const;
    /// The device ID, lower-cased, with `-` replaced by `_`.
    std::string getSymbolNameFragment() const;
    /// The configuration entry `name`, or null (also when there is no
    /// configuration).
    ::mlir::Attribute getConfigurationAttr(::llvm::StringRef name) const;
    /// The `executable_targets` of the configuration, skipping anything that
    /// is not a `#hal.executable.target`.
    ::llvm::SmallVector<ExecutableTargetAttr, 4> getExecutableTargets() const;
    /// The `hal.device.targets` of `op` or of its closest ancestor carrying
    /// them, skipping anything that is not a `#hal.device.target`.
    static ::llvm::SmallVector<DeviceTargetAttr, 4> lookup(::mlir::Operation *op);
    /// The name of the discardable attribute `lookup` reads.
    static ::llvm::StringRef getTargetsAttrName() { return "hal.device.targets"; }
  }];
}

def HAL_ExecutableTargetAttr : HAL_Attr<"ExecutableTarget", "executable.target"> {
  let summary = "an executable format that a device target supports";
  let parameters = (ins
    AttrParameter<"::mlir::StringAttr", "target backend">:$backend,
    AttrParameter<"::mlir::StringAttr", "executable format">:$format,
    // Null when omitted in the text; an empty dictionary prints the same way.
    OptionalParameter<"::mlir::DictionaryAttr">:$configuration
  );
  let assemblyFormat = [{
    `<` $backend `,` $format `` custom<TargetConfiguration>($configuration) `>`
  }];
  let builders = [
    AttrBuilder<(ins "::llvm::StringRef":$backend, "::llvm::StringRef":$format), [{
      return $_get($_ctxt, ::mlir::StringAttr::get($_ctxt, backend),
                   ::mlir::StringAttr::get($_ctxt, format),
                   ::mlir::DictionaryAttr::get($_ctxt));
    }]>,
  ];
  let extraClassDeclaration = [{
    /// `#hal.device.match.executable.format<"format">`; the backend plays no part.
    ::mlir::Attribute getMatchExpression() const;
    /// The format, lower-cased, with `-` replaced by `_`.
    std::string getSymbolNameFragment() const;
    /// The configuration entry `name`, or null (also when there is no
    /// configuration).
    ::mlir::Attribute getConfigurationAttr(::llvm::StringRef name) const;
  }];
}

//===----------------------------------------------------------------------===//
// Layouts and bindings (docs/design/hal-dialect.md#layouts-and-bindings)
//===----------------------------------------------------------------------===//

// Prints as the bare string; parses from a keyword or a string (MLIR 19's
// EnumParameter takes only a keyword).
def HAL_DescriptorTypeParameter : EnumParameter<HAL_DescriptorTypeAttr> {
  let parser = "::mlir::hal::parseDescriptorType($_parser)";
}

def HAL_DescriptorSetBindingAttr
    : HAL_Attr<"DescriptorSetBinding", "descriptor_set.binding"> {
  let summary = "one binding of a descriptor set layout";
  let parameters = (ins
    AttrParameter<"int64_t", "binding ordinal">:$ordinal,
    HAL_DescriptorTypeParameter:$type
  );
  let assemblyFormat = "`<` $ordinal `,` $type `>`";
}

def HAL_DescriptorSetLayoutAttr
    : HAL_Attr<"DescriptorSetLayout", "descriptor_set.layout"> {
  let summary = "the layout of one descriptor set";
  let parameters = (ins
    AttrParameter<"int64_t", "set ordinal">:$ordinal,
    // Elements parse in full or stripped form and print stripped (README.md).
    ArrayRefParameter<"DescriptorSetBindingAttr", "bindings">:$bindings
  );
  let assemblyFormat = "`<` $ordinal `,` `bindings` `=` `[` $bindings `]` `>`";
}

def HAL_ExecutableLayoutAttr : HAL_Attr<"ExecutableLayout", "executable.layout"> {
  let summary = "the push constants and descriptor sets of a dispatch";
  let parameters = (ins
    AttrParameter<"int64_t", "number of 32-bit push constants">:$pushConstants,
    // Elements parse in full or stripped form and print stripped (README.md).
    ArrayRefParameter<"DescriptorSetLayoutAttr", "set layouts">:$setLayouts
  );
  let assemblyFormat = [{
    `<` `push_constants` `=` $pushConstants `,` `sets` `=` `[` $setLayouts `]` `>`
  }];
}

def HAL_InterfaceBindingAttr : HAL_Attr<"InterfaceBinding", "interface.binding"> {
  let summary = "the descriptor set and binding a dispatch resource is bound to";
  let parameters = (ins
    AttrParameter<"int64_t", "descriptor set ordinal">:$set,
    AttrParameter<"int64_t", "binding ordinal">:$binding
  );
  let assemblyFormat = "`<` $set `,` $binding `>`";
}

//===----------------------------------------------------------------------===//
// Match expressions (docs/design/hal-dialect.md#match-attributes)
//===----------------------------------------------------------------------===//

class HAL_MatchAttr<string name, string attrMnemonic>
    : HAL_Attr<name, attrMnemonic,
               [DeclareAttrInterfaceMethods<HAL_MatchAttrInterface>]>;

def HAL_MatchAlwaysAttr : HAL_MatchAttr<"MatchAlways", "match.always"> {
  let summary = "always matches";
}

class HAL_MatchListAttr<string name, string attrMnemonic>
    : HAL_MatchAttr<name, attrMnemonic> {
  let parameters = (ins AttrParameter<"::mlir::ArrayAttr", "conditions">:$conditions);
  // Elements always print in full form; the parser needs at least one.
  let assemblyFormat = "`<` custom<MatchConditions>($conditions) `>`";
  let builders = [
    AttrBuilder<(ins "::llvm::ArrayRef<::mlir::Attribute>":$conditions), [{
      return $_get($_ctxt, ::mlir::ArrayAttr::get($_ctxt, conditions));
    }]>,
  ];
}

def HAL_MatchAnyAttr : HAL_MatchListAttr<"MatchAny", "match.any"> {
  let summary = "matches when any of the conditions does";
}

def HAL_MatchAllAttr : HAL_MatchListAttr<"MatchAll", "match.all"> {
  let summary = "matches when all of the conditions do";
}

defvar HAL_DeviceMatchPatternBuilders = [
  AttrBuilder<(ins "::llvm::StringRef":$pattern), [{
    return $_get($_ctxt, ::mlir::StringAttr::get($_ctxt, pattern));
  }]>,
  AttrBuilderWithInferredContext<(ins "::mlir::StringAttr":$pattern), [{
    return $_get(pattern.getContext(), pattern);
  }]>,
];

class HAL_DeviceMatchPatternAttr<string name, string attrMnemonic>
    : HAL_MatchAttr<name, attrMnemonic> {
  // A file-glob pattern (`*`, `?`).
  let parameters = (ins AttrParameter<"::mlir::StringAttr", "glob pattern">:$pattern);
  let assemblyFormat = "`<` $pattern `>`";
  let builders = HAL_DeviceMatchPatternBuilders;
}

def HAL_DeviceMatchIDAttr
    : HAL_DeviceMatchPatternAttr<"DeviceMatchID", "device.match.id"> {
  let summary = "matches devices whose ID matches the pattern";
  let builders = !listconcat(HAL_DeviceMatchPatternBuilders, [
    AttrBuilderWithInferredContext<(ins "DeviceTargetAttr":$target), [{
      return $_get(target.getContext(), target.getDeviceID());
    }]>,
  ]);
}

def HAL_DeviceMatchFeatureAttr
    : HAL_DeviceMatchPatternAttr<"DeviceMatchFeature", "device.match.feature"> {
  let summary = "matches devices that have a feature matching the pattern";
}

def HAL_DeviceMatchArchitectureAttr
    : HAL_DeviceMatchPatternAttr<"DeviceMatchArchitecture", "device.match.architecture"> {
  let summary = "matches devices whose architecture matches the pattern";
}

def HAL_DeviceMatchExecutableFormatAttr
    : HAL_DeviceMatchPatternAttr<"DeviceMatchExecutableFormat",
                                 "device.match.executable.format"> {
  let summary = "matches devices that support an executable format matching the pattern";
  let builders = !listconcat(HAL_DeviceMatchPatternBuilders, [
    AttrBuilderWithInferredContext<(ins "ExecutableTargetAttr":$target), [{
      return $_get(target.getContext(), target.getFormat());
    }]>,
  ]);
}

#endif // STREAM_TO_HAL_DIALECTS_HAL_HALATTRS_TD
