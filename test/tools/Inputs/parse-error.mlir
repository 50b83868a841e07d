// A parse error (stream.timepoint.immediate takes `=>`, not `:`).
func.func @f() {
  %0 = stream.timepoint.immediate : !stream.timepoint
}
