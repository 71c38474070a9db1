# -*- Python -*-
# Runs the GoogleTest unit tests (unittests/) as part of the lit suite.

import os

import lit.formats

config.name = "tensor-layout-unit"
config.suffixes = []
config.test_source_root = os.path.join(config.tensor_layout_obj_root,
                                       "unittests")
config.test_exec_root = config.test_source_root
config.test_format = lit.formats.GoogleTest(".", "Tests")

# See ../lit.cfg.py: ASan + UBSan builds keep user poisoning off.
if config.sanitizers_enabled:
    config.environment["ASAN_OPTIONS"] = "allow_user_poisoning=0"
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
