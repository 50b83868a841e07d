// Command-buffer recording (docs/design/commands.md): each stream.cmd.execute
// becomes a one-shot command buffer that is created, begun, recorded with a
// full barrier after every command of the execute body and of every serial
// body, ended and submitted-and-waited on; its timepoint becomes
// `arith.constant 0 : index`.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file | FileCheck %s
// Barriers take the location of the execute/serial that inserted them; all
// other ops the location of the op they replace.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC
// The output is valid HAL that parses back.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file | %stream-hal-opt --split-input-file | FileCheck %s --check-prefix=REPARSE

// Every recorded command: fill and copy record, flush/invalidate/discard are
// erased but keep the barrier placed after them; no dispatch → Transfer. The
// await timepoint, the sizes and the affinity are dropped.
// CHECK-LABEL: func.func @commands(
// CHECK-SAME: %[[A:[^:]+]]: !hal.buffer, %[[B:[^:]+]]: !hal.buffer, %[[N:[^:]+]]: index, %[[OFF:[^:]+]]: index, %[[LEN:[^:]+]]: index, %[[P32:[^:]+]]: i32, %[[P8:[^:]+]]: i8, %[[P16:[^:]+]]: i16, %[[AWAIT:[^:]+]]: index) -> index
// CHECK-NEXT: %[[DEVICE:.+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create device(%[[DEVICE]] : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[A]] : !hal.buffer)[%[[OFF]], %[[LEN]]] pattern(%[[P32]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[B]] : !hal.buffer)[%[[LEN]], %[[OFF]]] pattern(%[[P8]] : i8)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[A]] : !hal.buffer)[%[[OFF]], %[[N]]] pattern(%[[P16]] : i16)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%[[A]] : !hal.buffer)[%[[OFF]]] target(%[[B]] : !hal.buffer)[%[[LEN]]] length(%[[N]])
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// flush
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// invalidate
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// discard
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.ex.submit_and_wait %[[DEVICE]], %[[CMD]]
// CHECK-NEXT: %[[TP:.+]] = arith.constant 0 : index
// CHECK-NEXT: return %[[TP]] : index
// CHECK-NEXT: }
// LOC-LABEL: func.func @commands(
// LOC-NEXT: hal.ex.shared_device {{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.create {{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.begin{{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.fill_buffer{{.*}}loc("fill32")
// LOC-NEXT: hal.command_buffer.execution_barrier{{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.fill_buffer{{.*}}loc("fill8")
// LOC-NEXT: hal.command_buffer.execution_barrier{{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.fill_buffer{{.*}}loc("fill16")
// LOC-NEXT: hal.command_buffer.execution_barrier{{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.copy_buffer{{.*}}loc("copy")
// LOC-COUNT-4: hal.command_buffer.execution_barrier{{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.end{{.*}}loc("execute")
// LOC-NEXT: hal.ex.submit_and_wait {{.*}}loc("execute")
// LOC-NEXT: arith.constant 0 : index loc("execute")
// REPARSE-LABEL: func.func @commands(
// REPARSE: hal.command_buffer.create {{.*}} categories(Transfer)
// REPARSE-COUNT-7: hal.command_buffer.execution_barrier
// REPARSE-NEXT: hal.command_buffer.end
func.func @commands(%a: !stream.resource<transient>, %b: !stream.resource<external>, %n: index, %off: index, %len: index, %p32: i32, %p8: i8, %p16: i16, %await: !stream.timepoint) -> !stream.timepoint {
  %tp = stream.cmd.execute on(#stream.affinity) await(%await) => with(%a as %ra: !stream.resource<transient>{%n}, %b as %rb: !stream.resource<external>{%n}) {
    stream.cmd.fill %p32, %ra[%off for %len] : i32 -> !stream.resource<transient>{%n} loc("fill32")
    stream.cmd.fill %p8, %rb[%len for %off] : i8 -> !stream.resource<external>{%n} loc("fill8")
    stream.cmd.fill %p16, %ra[%off for %n] : i16 -> !stream.resource<transient>{%n} loc("fill16")
    stream.cmd.copy %ra[%off], %rb[%len], %n : !stream.resource<transient>{%n} -> !stream.resource<external>{%n} loc("copy")
    stream.cmd.flush to(#stream.affinity) %rb[%off for %len] : !stream.resource<external>{%n} loc("flush")
    stream.cmd.invalidate from(#stream.affinity) %rb[%off for %len] : !stream.resource<external>{%n} loc("invalidate")
    stream.cmd.discard %ra[%off for %n] : !stream.resource<transient>{%n} loc("discard")
  } => !stream.timepoint loc("execute")
  return %tp : !stream.timepoint
}

// -----

// An empty body records nothing: categories Transfer (from the implicit
// stream.yield alone).
// CHECK-LABEL: func.func @empty(
// CHECK-SAME: %[[N:[^:]+]]: index) -> index
// CHECK-NEXT: %[[DEVICE:.+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create device(%[[DEVICE]] : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.ex.submit_and_wait %[[DEVICE]], %[[CMD]]
// CHECK-NEXT: %[[TP:.+]] = arith.constant 0 : index
// CHECK-NEXT: return %[[TP]] : index
// REPARSE-LABEL: func.func @empty(
// REPARSE-NEXT: hal.ex.shared_device
// REPARSE-NEXT: hal.command_buffer.create
// REPARSE-NEXT: hal.command_buffer.begin
// REPARSE-NEXT: hal.command_buffer.end
func.func @empty(%n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with() {
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// docs/design/commands.md#nesting-example exactly: a concurrent group records
// without barriers between its ops, a nested serial puts one after each of its
// ops, and the execute one after each of its own ops (the concurrent and the
// discard).
// CHECK-LABEL: func.func @nesting(
// CHECK-SAME: %[[A:[^:]+]]: !hal.buffer, %[[B:[^:]+]]: !hal.buffer, %[[N:[^:]+]]: index) -> index
// CHECK-NEXT: %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C64:.+]] = arith.constant 64 : index
// CHECK-NEXT: %[[C7:.+]] = arith.constant 7 : i32
// CHECK-NEXT: %[[DEVICE:.+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create device(%[[DEVICE]] : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%[[A]] : !hal.buffer)[%[[C0]]] target(%[[B]] : !hal.buffer)[%[[C0]]] length(%[[C64]])
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[A]] : !hal.buffer)[%[[C0]], %[[C64]]] pattern(%[[C7]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%[[A]] : !hal.buffer)[%[[C0]]] target(%[[B]] : !hal.buffer)[%[[C64]]] length(%[[C64]])
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.ex.submit_and_wait %[[DEVICE]], %[[CMD]]
// CHECK-NEXT: %[[TP:.+]] = arith.constant 0 : index
// CHECK-NEXT: return %[[TP]] : index
// LOC-LABEL: func.func @nesting(
// LOC: hal.command_buffer.begin{{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.copy_buffer{{.*}}loc("copy0")
// LOC-NEXT: hal.command_buffer.fill_buffer{{.*}}loc("fill")
// LOC-NEXT: hal.command_buffer.execution_barrier{{.*}}loc("serial")
// LOC-NEXT: hal.command_buffer.copy_buffer{{.*}}loc("copy1")
// LOC-NEXT: hal.command_buffer.execution_barrier{{.*}}loc("serial")
// LOC-NEXT: hal.command_buffer.execution_barrier{{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.execution_barrier{{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.end{{.*}}loc("execute")
func.func @nesting(%A: !stream.resource<transient>, %B: !stream.resource<staging>, %n: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c7_i32 = arith.constant 7 : i32
  %tp = stream.cmd.execute with(%A as %a: !stream.resource<transient>{%n}, %B as %b: !stream.resource<staging>{%n}) {
    stream.cmd.concurrent {
      stream.cmd.copy %a[%c0], %b[%c0], %c64 : !stream.resource<transient>{%n} -> !stream.resource<staging>{%n} loc("copy0")
      stream.cmd.serial {
        stream.cmd.fill %c7_i32, %a[%c0 for %c64] : i32 -> !stream.resource<transient>{%n} loc("fill")
        stream.cmd.copy %a[%c0], %b[%c64], %c64 : !stream.resource<transient>{%n} -> !stream.resource<staging>{%n} loc("copy1")
      } loc("serial")
    } loc("concurrent")
    stream.cmd.discard %a[%c0 for %n] : !stream.resource<transient>{%n}
  } => !stream.timepoint loc("execute")
  return %tp : !stream.timepoint
}

// -----

// Serial/concurrent nesting in the other direction, and serial groups with
// one and no ops: an empty group records nothing but still gets its parent's
// barrier; concurrent ops get none between them.
// CHECK-LABEL: func.func @groups(
// CHECK-SAME: %[[A:[^:]+]]: !hal.buffer, %[[N:[^:]+]]: index, %[[P:[^:]+]]: i32)
// CHECK: %[[CMD:.+]] = hal.command_buffer.create device(%{{.+}} : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// serial { concurrent { fill, fill }, fill }
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[A]] : !hal.buffer)[%[[N]], %[[N]]] pattern(%[[P]] : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[A]] : !hal.buffer)[%[[N]], %[[N]]] pattern(%[[P]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[A]] : !hal.buffer)[%[[N]], %[[N]]] pattern(%[[P]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer>
// serial { }
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer>
// concurrent { }
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @groups(%A: !stream.resource<transient>, %n: index, %p: i32) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%A as %a: !stream.resource<transient>{%n}) {
    stream.cmd.serial {
      stream.cmd.concurrent {
        stream.cmd.fill %p, %a[%n for %n] : i32 -> !stream.resource<transient>{%n}
        stream.cmd.fill %p, %a[%n for %n] : i32 -> !stream.resource<transient>{%n}
      }
      stream.cmd.fill %p, %a[%n for %n] : i32 -> !stream.resource<transient>{%n}
    }
    stream.cmd.serial {
    }
    stream.cmd.concurrent {
    }
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// A dispatch at any depth makes the categories Transfer|Dispatch; an execute
// containing only a dispatch still contributes Transfer through its yield.
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>)
  }
}
// CHECK-LABEL: func.func @categories(
// CHECK: hal.command_buffer.create device(%{{.+}} : !hal.device) mode("OneShot|AllowInlineExecution") categories("Transfer|Dispatch") : !hal.command_buffer
// CHECK: hal.device.switch
// CHECK: hal.command_buffer.create device(%{{.+}} : !hal.device) mode("OneShot|AllowInlineExecution") categories("Transfer|Dispatch") : !hal.command_buffer
// CHECK: hal.device.switch
// CHECK: hal.command_buffer.create device(%{{.+}} : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NOT: hal.device.switch
// CHECK: return
func.func @categories(%A: !stream.resource<transient>, %n: index, %p: i32) -> (!stream.timepoint, !stream.timepoint, !stream.timepoint) {
  %c1 = arith.constant 1 : index
  %tp0 = stream.cmd.execute with(%A as %a: !stream.resource<transient>{%n}) {
    stream.cmd.dispatch @ex::@entry[%c1, %c1, %c1] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  %tp1 = stream.cmd.execute with(%A as %a: !stream.resource<transient>{%n}) {
    stream.cmd.fill %p, %a[%n for %n] : i32 -> !stream.resource<transient>{%n}
    stream.cmd.concurrent {
      stream.cmd.serial {
        stream.cmd.dispatch @ex::@entry[%c1, %c1, %c1] {
          rw %a[%n for %n] : !stream.resource<transient>{%n}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      }
    }
  } => !stream.timepoint
  %tp2 = stream.cmd.execute with(%A as %a: !stream.resource<transient>{%n}) {
    stream.cmd.concurrent {
      stream.cmd.serial {
        stream.cmd.fill %p, %a[%n for %n] : i32 -> !stream.resource<transient>{%n}
      }
    }
  } => !stream.timepoint
  return %tp0, %tp1, %tp2 : !stream.timepoint, !stream.timepoint, !stream.timepoint
}

// -----

// Each execute records into its own command buffer, also when executes sit
// in nested regions and in initializers; the captured resources are the
// converted operands of each execute.
// CHECK-LABEL: func.func @several(
// CHECK-SAME: %[[A:[^:]+]]: !hal.buffer, %[[B:[^:]+]]: !hal.buffer, %[[N:[^:]+]]: index, %[[P:[^:]+]]: i32, %[[COND:[^:]+]]: i1) -> index
// CHECK-NEXT: %[[DEV0:.+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[CMD0:.+]] = hal.command_buffer.create device(%[[DEV0]] : !hal.device)
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD0]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD0]] : !hal.command_buffer> target(%[[A]] : !hal.buffer)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD0]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.end<%[[CMD0]] : !hal.command_buffer>
// CHECK-NEXT: hal.ex.submit_and_wait %[[DEV0]], %[[CMD0]]
// CHECK-NEXT: %[[TP0:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[IF:.+]] = scf.if %[[COND]] -> (index) {
// CHECK-NEXT: %[[DEV1:.+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[CMD1:.+]] = hal.command_buffer.create device(%[[DEV1]] : !hal.device)
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD1]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD1]] : !hal.command_buffer> target(%[[B]] : !hal.buffer)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD1]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD1]] : !hal.command_buffer> source(%[[B]] : !hal.buffer)[%[[N]]] target(%[[A]] : !hal.buffer)[%[[N]]] length(%[[N]])
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD1]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD1]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.end<%[[CMD1]] : !hal.command_buffer>
// CHECK-NEXT: hal.ex.submit_and_wait %[[DEV1]], %[[CMD1]]
// CHECK-NEXT: %[[TP1:.+]] = arith.constant 0 : index
// CHECK-NEXT: scf.yield %[[TP1]] : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[TP0]] : index
// CHECK-NEXT: }
// CHECK-NEXT: return %[[IF]] : index
func.func @several(%A: !stream.resource<transient>, %B: !stream.resource<external>, %n: index, %p: i32, %cond: i1) -> !stream.timepoint {
  %tp0 = stream.cmd.execute with(%A as %a: !stream.resource<transient>{%n}) {
    stream.cmd.fill %p, %a[%n for %n] : i32 -> !stream.resource<transient>{%n}
  } => !stream.timepoint
  %tp = scf.if %cond -> !stream.timepoint {
    %tp1 = stream.cmd.execute await(%tp0) => with(%B as %b: !stream.resource<external>{%n}, %A as %a: !stream.resource<transient>{%n}) {
      stream.cmd.serial {
        stream.cmd.fill %p, %b[%n for %n] : i32 -> !stream.resource<external>{%n}
        stream.cmd.copy %b[%n], %a[%n], %n : !stream.resource<external>{%n} -> !stream.resource<transient>{%n}
      }
    } => !stream.timepoint
    scf.yield %tp1 : !stream.timepoint
  } else {
    scf.yield %tp0 : !stream.timepoint
  }
  return %tp : !stream.timepoint
}

// CHECK-LABEL: util.initializer {
// CHECK-NEXT: %[[N:.+]] = arith.constant 16 : index
// CHECK-NEXT: %[[P:.+]] = arith.constant 0 : i32
// CHECK-NEXT: %[[BUF:.+]] = util.global.load @buffer : !hal.buffer
// CHECK-NEXT: %[[DEV:.+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create device(%[[DEV]] : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[BUF]] : !hal.buffer)[%[[N]], %[[N]]] pattern(%[[P]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.ex.submit_and_wait %[[DEV]], %[[CMD]]
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: util.initializer.return
util.global private @buffer : !stream.resource<variable>
util.initializer {
  %n = arith.constant 16 : index
  %p = arith.constant 0 : i32
  %buffer = util.global.load @buffer : !stream.resource<variable>
  %tp = stream.cmd.execute with(%buffer as %b: !stream.resource<variable>{%n}) {
    stream.cmd.fill %p, %b[%n for %n] : i32 -> !stream.resource<variable>{%n}
  } => !stream.timepoint
  util.initializer.return
}
