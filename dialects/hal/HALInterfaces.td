//===- HALInterfaces.td - The hal dialect's interfaces ------*- tablegen -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_HALINTERFACES_TD
#define STREAM_TO_HAL_DIALECTS_HAL_HALINTERFACES_TD

include "mlir/IR/OpBase.td"

// docs/design/hal-dialect.md#match-attr-interface: implemented by the
// match-expression attributes.
def HAL_MatchAttrInterface : AttrInterface<"MatchAttrInterface"> {
  let cppNamespace = "::mlir::hal";
  let description = [{
    A device match expression, such as the conditions of `hal.device.switch`.
  }];
  let methods = [
    InterfaceMethod<
      "Builds IR computing an i1 that tells whether the expression holds for `device`.",
      "::mlir::Value", "buildConditionExpression",
      (ins "::mlir::Location":$loc, "::mlir::Value":$device,
           "::mlir::OpBuilder":$builder)>,
  ];
}

#endif // STREAM_TO_HAL_DIALECTS_HAL_HALINTERFACES_TD
