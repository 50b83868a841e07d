func.func @one_alloca(%size: index) -> (!stream.resource<transient>, !stream.timepoint) {
  %r, %t = stream.resource.alloca uninitialized : !stream.resource<transient>{%size} => !stream.timepoint
  return %r, %t : !stream.resource<transient>, !stream.timepoint
}
