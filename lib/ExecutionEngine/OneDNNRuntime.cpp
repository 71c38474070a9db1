//===- OneDNNRuntime.cpp - Compute ops on oneDNN's kernels ----------------===//
//
// oneDNN describes a plain tensor by its dims and strides, so a buffer in
// any untiled layout is handed to it as it is: no copy to a canonical
// layout. A primitive is specialized to its shapes and strides; building
// one costs far more than running a small one, so each is built once per
// distinct descriptor and kept.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include <dnnl.hpp>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <vector>

#define TL_EXPORT __attribute__((visibility("default")))

namespace {

/// The engine, the stream, and the primitives built so far. Never
/// destroyed: code may call in from other libraries' destructors at exit.
struct Runtime {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  std::mutex mutex;
  std::map<std::vector<int64_t>, dnnl::matmul> matmuls;
};

Runtime &getRuntime() {
  static Runtime *runtime = new Runtime();
  return *runtime;
}

/// The oneDNN descriptor of a 2-D f32 buffer: its sizes and strides.
dnnl::memory::desc describe(const StridedMemRefType<float, 2> &buffer) {
  return dnnl::memory::desc({buffer.sizes[0], buffer.sizes[1]},
                            dnnl::memory::data_type::f32,
                            {buffer.strides[0], buffer.strides[1]});
}

void appendShape(std::vector<int64_t> &key,
                 const StridedMemRefType<float, 2> &buffer) {
  key.insert(key.end(), {buffer.sizes[0], buffer.sizes[1], buffer.strides[0],
                         buffer.strides[1]});
}

dnnl::memory wrap(Runtime &runtime, const StridedMemRefType<float, 2> &buffer) {
  return dnnl::memory(describe(buffer), runtime.engine,
                      buffer.data + buffer.offset);
}

} // namespace

extern "C" TL_EXPORT void
_mlir_ciface_tensor_layout_onednn_matmul_f32(StridedMemRefType<float, 2> *a,
                                             StridedMemRefType<float, 2> *b,
                                             StridedMemRefType<float, 2> *c) {
  // An exception must not cross the C interface: say what failed, stop.
  try {
    Runtime &runtime = getRuntime();
    std::vector<int64_t> key;
    for (StridedMemRefType<float, 2> *buffer : {a, b, c})
      appendShape(key, *buffer);
    std::lock_guard<std::mutex> lock(runtime.mutex);
    auto it = runtime.matmuls.find(key);
    if (it == runtime.matmuls.end()) {
      // linalg.matmul accumulates into C: oneDNN's sum post-op adds the
      // product to what C holds.
      dnnl::post_ops sum;
      sum.append_sum(1.0f);
      dnnl::primitive_attr attributes;
      attributes.set_post_ops(sum);
      dnnl::matmul::desc desc(describe(*a), describe(*b), describe(*c));
      dnnl::matmul::primitive_desc primitive(desc, attributes, runtime.engine);
      it = runtime.matmuls.emplace(key, dnnl::matmul(primitive)).first;
    }
    it->second.execute(runtime.stream, {{DNNL_ARG_SRC, wrap(runtime, *a)},
                                        {DNNL_ARG_WEIGHTS, wrap(runtime, *b)},
                                        {DNNL_ARG_DST, wrap(runtime, *c)}});
    runtime.stream.wait();
  } catch (const dnnl::error &e) {
    std::fprintf(stderr,
                 "tensor-layout oneDNN runtime: matmul of %lldx%lld by "
                 "%lldx%lld failed: %s\n",
                 (long long)a->sizes[0], (long long)a->sizes[1],
                 (long long)b->sizes[0], (long long)b->sizes[1], e.what());
    std::abort();
  }
}
