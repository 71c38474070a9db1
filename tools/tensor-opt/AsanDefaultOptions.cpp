//===- AsanDefaultOptions.cpp - ASan options of the sanitized tensor-opt --===//
//
// Built into tensor-opt only with TENSOR_LAYOUT_ENABLE_SANITIZERS. Our code
// inlines LLVM's allocators from the headers, and those poison memory that
// the uninstrumented libMLIR.so then writes legitimately
// (docs/reliability.md). The tests set ASAN_OPTIONS=allow_user_poisoning=0;
// tensor-opt also runs at build time (tensor-layout-compile makes the
// examples' and benchmarks' objects), so it carries the option itself.
//
//===----------------------------------------------------------------------===//

extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}
