//===- StreamOps.td - The stream dialect's ops --------------*- tablegen -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_STREAM_STREAMOPS_TD
#define STREAM_TO_HAL_DIALECTS_STREAM_STREAMOPS_TD

include "dialects/stream/StreamBase.td"

class Stream_Op<string mnemonic, list<Trait> traits = []>
    : Op<Stream_Dialect, mnemonic, traits>;

#endif // STREAM_TO_HAL_DIALECTS_STREAM_STREAMOPS_TD
