//===- BlockCache.h - Freed device blocks kept for reuse --------*- C++ -*-===//
//
// A network's call allocates and frees the same buffers every time, and
// cuMemAlloc and cuMemFree cost microseconds each (cuMemFree waits for the
// device; managed memory faults its pages in again), more than a small
// network's kernels. mgpuMemFree keeps a freed block here, and
// mgpuMemAlloc of the same rounded size and kind takes it back, as
// PyTorch's caching allocator does. A block freed on a stream may still be
// in use by work queued there: until that stream is waited for, only
// allocations on the same stream (ordered after that work) take it. The
// cache itself knows no CUDA: streams are opaque, and the runtime frees
// what it hands back.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_EXECUTIONENGINE_BLOCKCACHE_H
#define TENSOR_LAYOUT_LIB_EXECUTIONENGINE_BLOCKCACHE_H

#include <cstdint>
#include <map>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tensor_layout_cuda {

class BlockCache {
public:
  /// Blocks are sized in multiples of this many bytes.
  static constexpr uint64_t kGranule = 512;

  /// Keeps at most `limitBytes` of freed blocks (0: none).
  explicit BlockCache(uint64_t limitBytes) : limitBytes(limitBytes) {}

  static uint64_t roundUp(uint64_t bytes) {
    return (bytes + kGranule - 1) / kGranule * kGranule;
  }

  /// A kept block of `bytes` (rounded) and `kind` (a device and whether
  /// managed), now in use again, or 0: one freed on `stream` first, then
  /// one whose work is done.
  uintptr_t take(uint64_t bytes, int kind, const void *stream = nullptr) {
    if (stream) {
      auto pending = pendingBlocks.find(stream);
      if (pending != pendingBlocks.end())
        if (uintptr_t block = takeFrom(pending->second, bytes, kind)) {
          if (pending->second.empty())
            pendingBlocks.erase(pending);
          return block;
        }
    }
    return takeFrom(freeBlocks, bytes, kind);
  }

  /// Records `block`, just allocated with `bytes` (rounded) of `kind`.
  void track(uintptr_t block, uint64_t bytes, int kind) {
    inUse[block] = {kind, bytes};
  }

  /// Takes `block` back, freed on `stream` (null: its work is done): the
  /// blocks to free now, which are `block` itself where it is not one of
  /// the cache's or the limit is reached (the runtime then waits for
  /// `stream` before freeing it).
  std::vector<uintptr_t> give(uintptr_t block, const void *stream = nullptr) {
    auto found = inUse.find(block);
    if (found == inUse.end())
      return {block};
    auto [kind, bytes] = found->second;
    inUse.erase(found);
    if (keptBytes + bytes > limitBytes)
      return {block};
    (stream ? pendingBlocks[stream] : freeBlocks)
        .insert({{kind, bytes}, block});
    keptBytes += bytes;
    return {};
  }

  /// The work queued on `stream` is done: the blocks freed on it may go to
  /// any allocation.
  void release(const void *stream) {
    auto pending = pendingBlocks.find(stream);
    if (pending == pendingBlocks.end())
      return;
    freeBlocks.insert(pending->second.begin(), pending->second.end());
    pendingBlocks.erase(pending);
  }

  /// The streams whose freed blocks wait for them.
  std::vector<const void *> getPendingStreams() const {
    std::vector<const void *> streams;
    for (auto &entry : pendingBlocks)
      streams.push_back(entry.first);
    return streams;
  }

  /// Whether blocks freed on `stream` wait for it.
  bool hasPending(const void *stream) const {
    return pendingBlocks.count(stream) != 0;
  }

  /// Every kept block whose work is done, to free (an allocation failed for
  /// want of memory).
  std::vector<uintptr_t> releaseAll() {
    std::vector<uintptr_t> blocks;
    for (auto &[kindAndBytes, block] : freeBlocks) {
      blocks.push_back(block);
      keptBytes -= kindAndBytes.second;
    }
    freeBlocks.clear();
    return blocks;
  }

  /// The bytes of all kept blocks, freed on a stream or not.
  uint64_t getKeptBytes() const { return keptBytes; }

private:
  using Blocks = std::multimap<std::pair<int, uint64_t>, uintptr_t>;

  uintptr_t takeFrom(Blocks &blocks, uint64_t bytes, int kind) {
    auto found = blocks.find({kind, bytes});
    if (found == blocks.end())
      return 0;
    uintptr_t block = found->second;
    blocks.erase(found);
    keptBytes -= bytes;
    inUse[block] = {kind, bytes};
    return block;
  }

  uint64_t limitBytes;
  uint64_t keptBytes = 0;
  /// (kind, size) of each block handed out.
  std::unordered_map<uintptr_t, std::pair<int, uint64_t>> inUse;
  /// Kept blocks whose work is done, by (kind, size).
  Blocks freeBlocks;
  /// Kept blocks freed on a stream not waited for since, per stream.
  std::map<const void *, Blocks> pendingBlocks;
};

} // namespace tensor_layout_cuda

#endif // TENSOR_LAYOUT_LIB_EXECUTIONENGINE_BLOCKCACHE_H
