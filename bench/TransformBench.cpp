//===- TransformBench.cpp - Layout transforms against memory bandwidth ----===//
//
// Times the layout transforms of bench/transform_cases.py, compiled ahead of
// time by our pipeline (on 1 and on 2 threads), against baselines in the
// same process:
//   memcpy/<case>       memcpy of the destination's bytes
//   ntcopy/<case>/T     an AVX-512 non-temporal-store copy of them, T threads
//   naive/<case>        a scalar C loop nest (padding zeroed first)
//   upstream/<case>     upstream MLIR's default lowering of linalg.transpose
//   ours/<case>/T       layout.transform through --layout-lower-to-llvm
//   dynamic/<case>      the same on tensors of dynamic shape, 1 thread
// Each reports bytes_per_second counting bytes read plus bytes written,
// padding included. Before timing, every variant's output is compared with
// the naive loop's, byte for byte. bench/report.py turns the JSON output
// into ratios, a table and a chart.
//
//   make bench            (or build/bin/tensor-layout-transform-bench)
//
//===----------------------------------------------------------------------===//

#include <benchmark/benchmark.h>

#include <immintrin.h>
#include <malloc.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace {

using CInterface = void (*)(void *, void *);

/// A test case: the copy as a 5-D box for the naive loop, the logical
/// shape for our function, upstream's destination view, and the functions.
struct TransformCase {
  const char *name, *kind;
  int64_t elementBytes;
  bool transposing;
  int64_t sourceElements, destElements;
  int64_t box[5], sourceStrides[5], destStrides[5];
  int64_t rank;
  int64_t shape[5];
  int64_t upstreamRank;
  int64_t upstreamSizes[5], upstreamStrides[5];
  CInterface ours, ours2, upstream;
  CInterface dynamic;
};

#include "cases.inc"

/// An upstream MLIR memref descriptor of rank <= 5 (CRunnerUtils.h layout:
/// sizes then strides, packed after the offset).
struct Descriptor {
  void *allocated = nullptr, *aligned = nullptr;
  int64_t offset = 0;
  int64_t sizesAndStrides[10] = {};

  Descriptor() = default;
  Descriptor(void *data, int64_t rank, const int64_t *sizes,
             const int64_t *strides)
      : allocated(data), aligned(data) {
    for (int64_t i = 0; i < rank; ++i) {
      sizesAndStrides[i] = sizes[i];
      sizesAndStrides[rank + i] = strides[i];
    }
  }
};

/// A 64-byte aligned buffer, touched so that timing sees no page faults.
struct Buffer {
  explicit Buffer(int64_t bytes)
      : bytes(bytes), data(static_cast<char *>(
                          std::aligned_alloc(64, (bytes + 63) / 64 * 64))) {
    std::memset(data, 0, bytes);
  }
  ~Buffer() { std::free(data); }
  Buffer(const Buffer &) = delete;
  Buffer &operator=(const Buffer &) = delete;
  int64_t bytes;
  char *data;
};

/// Distinct bytes, so that a misplaced element shows (splitmix64 words).
void fillSource(Buffer &buffer) {
  uint64_t state = 12345;
  for (int64_t i = 0; i + 8 <= buffer.bytes; i += 8) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    std::memcpy(buffer.data + i, &z, 8);
  }
}

template <typename T>
void naiveLoop(const TransformCase &c, const char *source, char *dest) {
  const T *src = reinterpret_cast<const T *>(source);
  T *dst = reinterpret_cast<T *>(dest);
  const int64_t *n = c.box, *s = c.sourceStrides, *d = c.destStrides;
  for (int64_t i0 = 0; i0 < n[0]; ++i0)
    for (int64_t i1 = 0; i1 < n[1]; ++i1)
      for (int64_t i2 = 0; i2 < n[2]; ++i2)
        for (int64_t i3 = 0; i3 < n[3]; ++i3)
          for (int64_t i4 = 0; i4 < n[4]; ++i4)
            dst[i0 * d[0] + i1 * d[1] + i2 * d[2] + i3 * d[3] + i4 * d[4]] =
                src[i0 * s[0] + i1 * s[1] + i2 * s[2] + i3 * s[3] + i4 * s[4]];
}

/// The naive reference: padding zeroed (every case pads with zero), then
/// one scalar loop nest over the elements.
void runNaive(const TransformCase &c, const char *source, char *dest) {
  std::memset(dest, 0, c.destElements * c.elementBytes);
  switch (c.elementBytes) {
  case 1:
    return naiveLoop<uint8_t>(c, source, dest);
  case 2:
    return naiveLoop<uint16_t>(c, source, dest);
  default:
    return naiveLoop<uint32_t>(c, source, dest);
  }
}

__attribute__((target("avx512f"))) void
ntCopyRangeAVX512(char *dest, const char *source, int64_t bytes) {
  int64_t i = 0;
  for (; i + 64 <= bytes; i += 64)
    _mm512_stream_si512(reinterpret_cast<__m512i *>(dest + i),
                        _mm512_load_si512(source + i));
  std::memcpy(dest + i, source + i, bytes - i);
  _mm_sfence();
}

/// The same in 32-byte stores, for CPUs without AVX-512.
__attribute__((target("avx"))) void
ntCopyRangeAVX(char *dest, const char *source, int64_t bytes) {
  int64_t i = 0;
  for (; i + 32 <= bytes; i += 32)
    _mm256_stream_si256(
        reinterpret_cast<__m256i *>(dest + i),
        _mm256_load_si256(reinterpret_cast<const __m256i *>(source + i)));
  std::memcpy(dest + i, source + i, bytes - i);
  _mm_sfence();
}

void ntCopyRange(char *dest, const char *source, int64_t bytes) {
  static const bool hasAVX512 = __builtin_cpu_supports("avx512f");
  if (hasAVX512)
    return ntCopyRangeAVX512(dest, source, bytes);
  ntCopyRangeAVX(dest, source, bytes);
}

/// The non-temporal copy split into `threads` cache-line-aligned parts.
void ntCopy(char *dest, const char *source, int64_t bytes, int threads) {
  if (threads == 1)
    return ntCopyRange(dest, source, bytes);
  std::vector<std::thread> workers;
  int64_t part = (bytes / threads + 63) / 64 * 64;
  for (int t = 0; t < threads; ++t) {
    int64_t begin = std::min(bytes, t * part);
    int64_t end = std::min(bytes, begin + part);
    workers.emplace_back(ntCopyRange, dest + begin, source + begin,
                         end - begin);
  }
  for (std::thread &worker : workers)
    worker.join();
}

int64_t sourceBytes(const TransformCase &c) {
  return c.sourceElements * c.elementBytes;
}
int64_t destBytes(const TransformCase &c) {
  return c.destElements * c.elementBytes;
}

/// Calls our compiled transform; returns the result buffer (to free).
Descriptor callOurs(const TransformCase &c, CInterface function, char *source) {
  int64_t strides[5], step = 1;
  for (int64_t d = c.rank - 1; d >= 0; --d) {
    strides[d] = step;
    step *= c.shape[d];
  }
  // A tiled result of dynamic shape returns its extents after the
  // descriptor.
  struct {
    Descriptor descriptor;
    int64_t extents[5];
  } result;
  Descriptor input(source, c.rank, c.shape, strides);
  function(&result, &input);
  return result.descriptor;
}

void callUpstream(const TransformCase &c, char *source, char *dest) {
  int64_t strides[5], step = 1;
  for (int64_t d = c.rank - 1; d >= 0; --d) {
    strides[d] = step;
    step *= c.shape[d];
  }
  Descriptor input(source, c.rank, c.shape, strides);
  Descriptor output(dest, c.upstreamRank, c.upstreamSizes, c.upstreamStrides);
  c.upstream(&input, &output);
}

/// The physical start of our result (its view's offset is the layout's).
char *resultBuffer(const Descriptor &result) {
  return static_cast<char *>(result.aligned);
}

void setBytes(benchmark::State &state, int64_t bytes) {
  state.SetBytesProcessed(int64_t(state.iterations()) * bytes);
}

enum class Variant { Memcpy, NTCopy, Naive, Upstream, Ours, Dynamic };

/// Our function that `variant` on `threads` threads calls.
CInterface getOurs(const TransformCase &c, Variant variant, int threads) {
  if (variant == Variant::Dynamic)
    return c.dynamic;
  return threads == 1 ? c.ours : c.ours2;
}

/// The buffers of the case being run: its source, and the naive loop's
/// result as the reference, made once per case (benchmarks of one case run
/// one after another).
struct CaseData {
  const TransformCase *c;
  Buffer source, reference;
  explicit CaseData(const TransformCase *c)
      : c(c), source(std::max(sourceBytes(*c), destBytes(*c))),
        reference(destBytes(*c)) {
    fillSource(source);
    runNaive(*c, source.data, reference.data);
  }
};

CaseData &getCaseData(const TransformCase *c) {
  static std::unique_ptr<CaseData> current;
  if (!current || current->c != c) {
    current.reset();
    current = std::make_unique<CaseData>(c);
  }
  return *current;
}

void runCase(benchmark::State &state, const TransformCase *c, Variant variant,
             int threads) {
  CaseData &data = getCaseData(c);
  Buffer &source = data.source;
  Buffer dest(destBytes(*c));
  int64_t moved = sourceBytes(*c) + destBytes(*c);

  // Checked against the naive loop first.
  if (variant == Variant::Upstream || variant == Variant::Ours ||
      variant == Variant::Dynamic) {
    bool same;
    if (variant == Variant::Upstream) {
      callUpstream(*c, source.data, dest.data);
      same = !std::memcmp(dest.data, data.reference.data, destBytes(*c));
    } else {
      Descriptor result =
          callOurs(*c, getOurs(*c, variant, threads), source.data);
      same = !std::memcmp(resultBuffer(result), data.reference.data,
                          destBytes(*c));
      std::free(result.allocated);
    }
    if (!same) {
      state.SkipWithError("result differs from the naive loop");
      return;
    }
  }

  for (auto _ : state) {
    switch (variant) {
    case Variant::Memcpy:
      std::memcpy(dest.data, source.data, destBytes(*c));
      break;
    case Variant::NTCopy:
      ntCopy(dest.data, source.data, destBytes(*c), threads);
      break;
    case Variant::Naive:
      runNaive(*c, source.data, dest.data);
      break;
    case Variant::Upstream:
      callUpstream(*c, source.data, dest.data);
      break;
    case Variant::Ours:
    case Variant::Dynamic: {
      Descriptor result =
          callOurs(*c, getOurs(*c, variant, threads), source.data);
      std::free(result.allocated);
      break;
    }
    }
    benchmark::ClobberMemory();
  }
  // Copies move the destination's bytes twice (read and write).
  bool copy = variant == Variant::Memcpy || variant == Variant::NTCopy;
  setBytes(state, copy ? 2 * destBytes(*c) : moved);
  state.counters["threads"] = threads;
}

void registerCases() {
  for (const TransformCase &c : kCases) {
    bool large = std::strstr(c.name, "_large") != nullptr;
    auto add = [&](const std::string &name, Variant variant, int threads) {
      auto *b = benchmark::RegisterBenchmark(
          name.c_str(), [&c, variant, threads](benchmark::State &state) {
            runCase(state, &c, variant, threads);
          });
      b->UseRealTime()->Unit(benchmark::kMillisecond);
      // Large cases take 5 ms to a second per call: a fixed count, one
      // call for the slow loops.
      if (large)
        b->Iterations(
            variant == Variant::Naive || variant == Variant::Upstream ? 1 : 10);
      else
        b->MinTime(0.1);
    };
    std::string name = c.name;
    add("memcpy/" + name, Variant::Memcpy, 1);
    add("ntcopy/" + name + "/threads:1", Variant::NTCopy, 1);
    add("ntcopy/" + name + "/threads:2", Variant::NTCopy, 2);
    add("naive/" + name, Variant::Naive, 1);
    add("upstream/" + name, Variant::Upstream, 1);
    add("ours/" + name + "/threads:1", Variant::Ours, 1);
    add("ours/" + name + "/threads:2", Variant::Ours, 2);
    if (c.dynamic)
      add("dynamic/" + name + "/threads:1", Variant::Dynamic, 1);
  }
}

} // namespace

int main(int argc, char **argv) {
  // Our functions allocate their result: keep freed memory in the heap so
  // that each call reuses pages already faulted in, as a long-running
  // program would, rather than timing the kernel's page zeroing.
  mallopt(M_MMAP_MAX, 0);
  mallopt(M_TRIM_THRESHOLD, -1);
  registerCases();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
