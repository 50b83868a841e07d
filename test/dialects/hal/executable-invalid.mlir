// Verifier rules and parse errors of the executable containers and entry
// points (docs/design/hal-dialect.md#executables).
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // expected-error @+1 {{'hal.executable.entry_point' op expected 3 arguments for workgroup_count_region but got 2}}
    hal.executable.entry_point public @e layout(#layout) {} {
    ^bb0(%arg0: index, %arg1: index):
      hal.return %arg0, %arg1, %arg1 : index, index, index
    }
  }
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // expected-error @+1 {{'hal.executable.entry_point' op expected arguments to workgroup_count_region be index type}}
    hal.executable.entry_point public @e layout(#layout) {} {
    ^bb0(%arg0: index, %arg1: i32, %arg2: index):
      hal.return %arg0, %arg0, %arg2 : index, index, index
    }
  }
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // expected-error @+1 {{'hal.executable.entry_point' op expected workgroup_count_region to end in hal.return of 3 values}}
    hal.executable.entry_point public @e layout(#layout) {} {
    ^bb0(%arg0: index, %arg1: index, %arg2: index):
      hal.return %arg0, %arg1 : index, index
    }
  }
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // expected-error @+1 {{'hal.executable.entry_point' op expected workgroup_count_region to end in hal.return of 3 values}}
    hal.executable.entry_point public @e layout(#layout) {} {
    ^bb0(%arg0: index, %arg1: index, %arg2: index):
      func.return
    }
  }
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // expected-error @+1 {{'hal.executable.entry_point' op expected a single block in workgroup_count_region}}
    hal.executable.entry_point public @e layout(#layout) {} {
    ^bb0(%arg0: index, %arg1: index, %arg2: index):
      cf.br ^bb1
    ^bb1:
      hal.return %arg0, %arg1, %arg2 : index, index, index
    }
  }
}

// -----

// The region is isolated from above.
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    %c1 = arith.constant 1 : index
    // expected-note @+1 {{required by region isolation constraints}}
    hal.executable.entry_point public @e layout(#layout) {} {
    ^bb0(%arg0: index, %arg1: index, %arg2: index):
      // expected-error @+1 {{'hal.return' op using value defined outside the region}}
      hal.return %c1, %arg1, %arg2 : index, index, index
    }
  }
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
// expected-error @+1 {{'hal.executable.entry_point' op expects parent op to be one of 'hal.executable.variant, hal.executable.source'}}
hal.executable.entry_point public @e layout(#layout)

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  // expected-error @+1 {{'hal.executable.entry_point' op expects parent op to be one of 'hal.executable.variant, hal.executable.source'}}
  hal.executable.entry_point public @e layout(#layout)
}

// -----

// expected-error @+1 {{'hal.executable.variant' op expects parent op 'hal.executable'}}
hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
}

// -----

func.func @f() {
  // expected-error @+1 {{'hal.executable_end' op expects parent op 'hal.executable'}}
  hal.executable_end
}

// -----

hal.executable private @ex {
  // expected-error @+1 {{'hal.executable.variant_end' op expects parent op 'hal.executable.variant'}}
  hal.executable.variant_end
}

// -----

hal.executable private @ex {
  // expected-note @+1 {{see existing symbol definition here}}
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
  }
  // expected-error @+1 {{redefinition of symbol named 'v'}}
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
  }
}

// -----

// expected-error @+1 {{'hal.executable' op requires attribute 'sym_name'}}
"hal.executable"() ({
  "hal.executable_end"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'hal.executable' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"hal.executable"() ({
  "hal.executable_end"() : () -> ()
}) {sym_name = "ex", sym_visibility = 1 : i32} : () -> ()

// -----

"hal.executable"() ({
  // expected-error @+1 {{'hal.executable.variant' op attribute 'target' failed to satisfy constraint: an executable format that a device target supports}}
  "hal.executable.variant"() ({
    "hal.executable.variant_end"() : () -> ()
  }) {sym_name = "v", target = #hal.device.target<"vmvx">} : () -> ()
  "hal.executable_end"() : () -> ()
}) {sym_name = "ex"} : () -> ()

// -----

hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // expected-error @+1 {{'hal.executable.entry_point' op attribute 'ordinal' failed to satisfy constraint: index attribute}}
    "hal.executable.entry_point"() ({
    }) {sym_name = "e", ordinal = 1 : i32, layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>} : () -> ()
  }
}

// -----

hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // expected-error @+1 {{'hal.executable.entry_point' op requires attribute 'layout'}}
    "hal.executable.entry_point"() ({
    }) {sym_name = "e"} : () -> ()
  }
}

// -----

hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // expected-error @+1 {{'hal.executable.entry_point' op attribute 'workgroup_size' failed to satisfy constraint: index array attribute}}
    "hal.executable.entry_point"() ({
    }) {sym_name = "e", workgroup_size = [64 : i32, 1 : i32, 1 : i32], layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>} : () -> ()
  }
}

// -----

// Parse errors.

hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // docs/design/hal-dialect.md#entry-point: the layout must be written in
    // full form or as an alias.
    // expected-error @+1 {{expected attribute value}}
    hal.executable.entry_point public @e layout(<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>)
  }
}

// -----

hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // expected-error @+1 {{expected a #hal.executable.layout attribute}}
    hal.executable.entry_point public @e layout(#hal.executable.target<"vmvx", "vmvx-bytecode-fb">)
  }
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // expected-error @+1 {{expected integer value}}
    hal.executable.entry_point public @e ordinal(x) layout(#layout)
  }
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @e ordinal(0)
  // expected-error @+1 {{expected 'layout'}}
  }
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // expected-error @+1 {{expected valid '@'-identifier for symbol name}}
    hal.executable.entry_point public e layout(#layout)
  }
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    // A region without a dictionary before it is read as the dictionary, as
    // in IREE.
    // expected-error @+1 {{expected attribute name}}
    hal.executable.entry_point public @e layout(#layout) {
    ^bb0(%arg0: index, %arg1: index, %arg2: index):
      hal.return %arg0, %arg1, %arg2 : index, index, index
    }
  }
}

// -----

// The variant target is an executable target, stripped, full or alias.
hal.executable private @ex {
  // expected-error @+1 {{invalid kind of attribute specified}}
  hal.executable.variant public @v, target = #hal.device.target<"vmvx"> {
  }
}

// -----

hal.executable private @ex {
  // expected-error @+1 {{expected ','}}
  hal.executable.variant public @v target = <"vmvx", "vmvx-bytecode-fb"> {
  }
}

// -----

// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
hal.executable internal @ex {
}
