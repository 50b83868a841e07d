//===- UtilBase.td - The util dialect and its types --------*- tablegen -*-===//
//
// The subset of IREE's util dialect (April 2022) that stream->HAL programs use;
// see shared/spec/util.md.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_UTIL_UTILBASE_TD
#define STREAM_TO_HAL_DIALECTS_UTIL_UTILBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/OpBase.td"

def Util_Dialect : Dialect {
  let name = "util";
  let cppNamespace = "::mlir::util";
  let summary = "IREE's util dialect subset: byte buffers, globals, initializers";
  let useDefaultTypePrinterParser = 1;
}

class Util_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Util_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Util_ByteBuffer : Util_Type<"ByteBuffer", "byte_buffer"> {
  let summary = "a read-only block of host memory";
}
def Util_MutableByteBuffer : Util_Type<"MutableByteBuffer", "mutable_byte_buffer"> {
  let summary = "a read-write block of host memory";
}

#endif // STREAM_TO_HAL_DIALECTS_UTIL_UTILBASE_TD
