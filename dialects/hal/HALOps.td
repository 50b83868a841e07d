//===- HALOps.td - The hal dialect's ops --------------------*- tablegen -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_HALOPS_TD
#define STREAM_TO_HAL_DIALECTS_HAL_HALOPS_TD

include "dialects/hal/HALBase.td"

class HAL_Op<string mnemonic, list<Trait> traits = []>
    : Op<HAL_Dialect, mnemonic, traits>;

#endif // STREAM_TO_HAL_DIALECTS_HAL_HALOPS_TD
