// Malformed util types are parse errors at the offending token
// (docs/design/util-dialect.md#types).
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{malformed list type: expected '<'}}
func.func private @f(!util.list)

// -----

// expected-error @+1 {{malformed list type: expected '>'}}
func.func private @f(!util.list<i32 i32>)

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @f(!util.list<>)

// -----

// expected-error @+1 {{unknown  type `nope` in dialect `util`}}
func.func private @f(!util.list<!util.nope>)

// -----

// expected-error @+1 {{malformed ptr type: expected '<'}}
func.func private @f(!util.ptr)

// -----

// `?` is only the list's variant element.
// expected-error @+1 {{expected non-function type}}
func.func private @f(!util.ptr<?>)

// -----

// expected-error @+1 {{malformed ptr type: expected '>'}}
func.func private @f(!util.ptr<i32, i32>)

// -----

// expected-error @+1 {{unknown  type `varient` in dialect `util`}}
func.func private @f(!util.varient)
