# RUN: %python %s %tensor_layout_src_root/docs/Embedding.md | FileCheck %s
"""The first Python example of docs/Embedding.md (the one the README points
to) runs as printed there."""

import re
import sys

doc = open(sys.argv[1]).read()
examples = re.findall(r"```python\n(.*?)```", doc, re.S)
print("lines:", len(examples[0].splitlines()))
# CHECK: lines: 5
exec(compile(examples[0], "Embedding.md", "exec"), {})
print("ran")
# CHECK: ran
