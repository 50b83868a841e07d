# lit configuration of the StreamToHAL test suite.
import os

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

plugin_flags = f"--load-dialect-plugin={config.plugin} --load-pass-plugin={config.plugin}"
# Longest first: lit applies substitutions in order.
config.substitutions.extend([
    ("%stream-hal-opt", f"{config.mlir_opt} {plugin_flags}"),
    ("%mlir-opt", config.mlir_opt),
    ("%plugin-impl", config.plugin_impl),
    ("%other-release-plugin", config.other_release_plugin),
    ("%plugin", config.plugin),
    ("%other-llvm-major", config.other_llvm_major),
    ("%llvm-major", config.llvm_major),
    ("%examples", os.path.join(config.stream_to_hal_src_root, "examples")),
])
config.available_features.add(f"llvm{config.llvm_major}")
