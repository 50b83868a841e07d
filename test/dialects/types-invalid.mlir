// Malformed types are located parse errors.
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{unknown lifetime value: forever}}
func.func private @f(!stream.resource<forever>)

// -----

// expected-error @+1 {{expected '>'}}
func.func private @f(!stream.resource<external external>)

// -----

// expected-error @+1 {{unknown lifetime value: unknown}}
func.func private @f(!stream.resource<unknown>)

// -----

// expected-error @+1 {{unknown  type `buffr` in dialect `hal`}}
func.func private @f(!hal.buffr)
