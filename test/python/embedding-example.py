# RUN: %python %s %tensor_layout_src_root/README.md | FileCheck %s
"""The README's Python example runs as printed there."""

import re
import sys

readme = open(sys.argv[1]).read()
examples = re.findall(r"```python\n(.*?)```", readme, re.S)
print("examples:", len(examples), "lines:", len(examples[0].splitlines()))
# CHECK: examples: 1 lines: 5
exec(compile(examples[0], "README.md", "exec"), {})
print("ran")
# CHECK: ran
