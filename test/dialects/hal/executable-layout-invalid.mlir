// hal.executable_layout.lookup takes an executable layout and a device.
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

func.func @wrong_attribute(%device: !hal.device) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = hal.executable_layout.lookup device(%device : !hal.device) layout(#hal.executable.target<"vmvx", "vmvx-bytecode-fb">) : !hal.executable_layout
  return
}

// -----

func.func @missing_layout(%device: !hal.device) {
  // expected-error @+1 {{'hal.executable_layout.lookup' op requires attribute 'layout'}}
  %0 = "hal.executable_layout.lookup"(%device) : (!hal.device) -> !hal.executable_layout
  return
}

// -----

func.func @wrong_result(%device: !hal.device) {
  // expected-error @+1 {{'hal.executable_layout.lookup' op result #0 must be the layout of push constants and descriptor sets for a dispatch, but got '!hal.device'}}
  %0 = hal.executable_layout.lookup device(%device : !hal.device) layout(<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>) : !hal.device
  return
}

// -----

// hal.command_buffer.dispatch.symbol needs a symbol reference.
func.func @dispatch_not_symbol(%cmd: !hal.command_buffer, %c1: index) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target("ex") workgroups([%c1, %c1, %c1])
  return
}

// -----

func.func @dispatch_two_workgroups(%cmd: !hal.command_buffer, %c1: index) {
  // expected-error @+1 {{expected ','}}
  hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@ex::@v::@e) workgroups([%c1, %c1])
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @dispatch_workgroups_type(%cmd: !hal.command_buffer, %c1: i32) {
  // expected-error @+1 {{use of value '%c1' expects different type than prior uses: 'index' vs 'i32'}}
  hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@ex::@v::@e) workgroups([%c1, %c1, %c1])
  return
}
