//===- UtilOps.td - The util dialect's ops ------------------*- tablegen -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_UTIL_UTILOPS_TD
#define STREAM_TO_HAL_DIALECTS_UTIL_UTILOPS_TD

include "dialects/util/UtilBase.td"

class Util_Op<string mnemonic, list<Trait> traits = []>
    : Op<Util_Dialect, mnemonic, traits>;

#endif // STREAM_TO_HAL_DIALECTS_UTIL_UTILOPS_TD
