# lit runs every GoogleTest executable named *Tests in the unit-test build folder.
import lit.formats

config.name = "StreamToHAL-Unit"
config.test_format = lit.formats.GoogleTest(".", "Tests")
config.test_source_root = config.unit_test_dir
config.test_exec_root = config.unit_test_dir
