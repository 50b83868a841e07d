# lit configuration of the StreamToHAL test suite.
import os
import shlex
import shutil
import sys

import lit.formats

config.name = "StreamToHAL"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".test"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs", "unit"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.stream_to_hal_obj_root, "test")

# FileCheck, not, count and split-file of the selected release come first.
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, os.path.dirname(config.mlir_opt), config.environment.get("PATH", os.environ["PATH"])])


# scripts/run-sanitized-tests.sh and run-tsan-tests.sh: our code is built with
# ASan/UBSan or TSan but Debian's mlir-opt is not, so mlir-opt runs with the
# sanitizer runtimes preloaded, through a wrapper so that nothing else (cmake,
# cpack, FileCheck, Python) gets them.
sanitizer_preload = os.environ.get("STREAM_TO_HAL_SANITIZER_PRELOAD")
if sanitizer_preload:
    wrapper = os.path.join(config.test_exec_root, "sanitized-mlir-opt")
    os.makedirs(config.test_exec_root, exist_ok=True)
    with open(wrapper, "w") as f:
        f.write(f"#!/bin/sh\nLD_PRELOAD={shlex.quote(sanitizer_preload)} exec {shlex.quote(config.mlir_opt)} \"$@\"\n")
    os.chmod(wrapper, 0o755)
    config.mlir_opt = wrapper
    for name in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS"):
        if name in os.environ:
            config.environment[name] = os.environ[name]
    config.available_features.add("sanitized")

plugin_flags = f"--load-dialect-plugin={config.plugin} --load-pass-plugin={config.plugin}"
# Longest first: lit applies substitutions in order. %stream-hal-opt is the stock
# mlir-opt with the plugin; the project's own tools (tools/) are %tool-<name>.
config.substitutions.extend([
    ("%tool-stream-hal-opt", config.tool_stream_hal_opt),
    ("%tool-stream-hal-lsp-server", config.tool_stream_hal_lsp_server),
    ("%tool-stream-hal-reduce", config.tool_stream_hal_reduce),
    ("%tool-stream-hal-sim", config.tool_stream_hal_sim),
    ("%stream-hal-opt", f"{config.mlir_opt} {plugin_flags}"),
    ("%mlir-opt", config.mlir_opt),
    ("%plugin-impl", config.plugin_impl),
    ("%other-release-plugin", config.other_release_plugin),
    ("%plugin", config.plugin),
    ("%other-llvm-major", config.other_llvm_major),
    ("%llvm-major", config.llvm_major),
    ("%examples", os.path.join(config.stream_to_hal_src_root, "examples")),
    # The conversion suite as globs for the shell: the sync model's tests of
    # every room of patterns/, and the async model's.
    ("%conversion-tests", " ".join(
        os.path.join(config.stream_to_hal_src_root, "test", "patterns", room, "*.mlir")
        for room in ("families", "models/sync", "pass"))),
    ("%async-tests", os.path.join(config.stream_to_hal_src_root, "test", "patterns", "models", "async", "*.mlir")),
    ("%consumer-cmake-args", " ".join(shlex.quote(a) for a in config.consumer_cmake_args if a)),
    ("%cmake", shlex.quote(config.cmake)),
    ("%cpack", shlex.quote(config.cpack)),
    ("%build-dir", config.stream_to_hal_obj_root),
    ("%src-dir", config.stream_to_hal_src_root),
    ("%built-docs", config.docs_dir),
    ("%docs-llvm-major", config.docs_llvm_major),
    ("%version", config.version),
    ("%python", shlex.quote(sys.executable)),
])
config.available_features.add(f"llvm{config.llvm_major}")

# test/sim/vulkan runs on a Vulkan device under the Khronos validation layer
# (docs/design/vulkan-device.md): the feature `vulkan` is present when
# stream-hal-sim was built with the Vulkan device and a run of a small
# program finds a device and the layer (any other outcome, a mismatch or a
# validation message, still counts: the tests then fail, they are not
# skipped). Not under the sanitizers, which Mesa's driver was not built for.
if config.vulkan_device_built and not sanitizer_preload:
    import subprocess
    probe = subprocess.run(
        [config.tool_stream_hal_sim,
         os.path.join(config.test_source_root, "sim", "vulkan", "Inputs", "probe.mlir"),
         "--function=probe", "--device=vulkan"],
        capture_output=True, text=True, timeout=120)
    set_up_errors = ("--device=vulkan:", "--vulkan-validation=on:")
    if not any(error in probe.stderr for error in set_up_errors):
        config.available_features.add("vulkan")

# test/sim/timeline renders the simulator's SVG to PNG with a real renderer
# (Debian's librsvg2-bin, which scripts/lib.sh installs).
if shutil.which("rsvg-convert"):
    config.available_features.add("rsvg-convert")
