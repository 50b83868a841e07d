// A dialect of the consumer's own whose op takes a type of the installed hal
// dialect: the installed .td files are self-contained (they include only each
// other and MLIR's).
include "StreamToHAL/dialects/hal/HALBase.td"
include "mlir/IR/OpBase.td"

def Consumer_Dialect : Dialect {
  let name = "consumer";
  let cppNamespace = "::consumer";
}

def Consumer_RetainOp : Op<Consumer_Dialect, "retain"> {
  let summary = "Keeps a HAL buffer alive";
  let arguments = (ins HAL_Buffer:$buffer);
}
