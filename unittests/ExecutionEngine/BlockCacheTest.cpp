//===- BlockCacheTest.cpp - Freed device blocks kept for reuse ------------===//

#include "BlockCache.h"

#include <gtest/gtest.h>

using tensor_layout_cuda::BlockCache;

namespace {

constexpr int kDevice = 0, kManaged = 1;

TEST(BlockCache, ReusesAFreedBlockOfTheSameSizeAndKind) {
  BlockCache cache(1 << 20);
  uint64_t bytes = BlockCache::roundUp(1000);
  EXPECT_EQ(bytes, 1024u);
  EXPECT_EQ(cache.take(bytes, kDevice), 0u);
  cache.track(0x1000, bytes, kDevice);
  EXPECT_TRUE(cache.give(0x1000).empty());
  EXPECT_EQ(cache.getKeptBytes(), bytes);
  // Another size or kind does not get it.
  EXPECT_EQ(cache.take(BlockCache::roundUp(2000), kDevice), 0u);
  EXPECT_EQ(cache.take(bytes, kManaged), 0u);
  EXPECT_EQ(cache.take(bytes, kDevice), 0x1000u);
  EXPECT_EQ(cache.getKeptBytes(), 0u);
  // In use again: a second take finds nothing.
  EXPECT_EQ(cache.take(bytes, kDevice), 0u);
}

TEST(BlockCache, FreesWhatItDoesNotKnowOrCannotKeep) {
  BlockCache cache(2048);
  // Not allocated through the cache: freed at once.
  EXPECT_EQ(cache.give(0x5000), std::vector<uintptr_t>{0x5000});
  cache.track(0x1000, 1536, kDevice);
  cache.track(0x2000, 1024, kDevice);
  EXPECT_TRUE(cache.give(0x1000).empty());
  // Over the limit: freed at once.
  EXPECT_EQ(cache.give(0x2000), std::vector<uintptr_t>{0x2000});
  EXPECT_EQ(cache.releaseAll(), std::vector<uintptr_t>{0x1000});
  EXPECT_EQ(cache.getKeptBytes(), 0u);
  EXPECT_EQ(cache.take(1536, kDevice), 0u);
}

TEST(BlockCache, ABlockFreedOnAStreamWaitsForIt) {
  BlockCache cache(1 << 20);
  int streamA = 0, streamB = 0;
  cache.track(0x1000, 512, kDevice);
  EXPECT_TRUE(cache.give(0x1000, &streamA).empty());
  EXPECT_EQ(cache.getKeptBytes(), 512u);
  // Work on A may still use it: neither another stream nor an allocation
  // on no stream takes it, and it is not freed for want of memory.
  EXPECT_EQ(cache.take(512, kDevice, &streamB), 0u);
  EXPECT_EQ(cache.take(512, kDevice), 0u);
  EXPECT_TRUE(cache.releaseAll().empty());
  // The next allocation on A is ordered after that work.
  EXPECT_EQ(cache.take(512, kDevice, &streamA), 0x1000u);
  EXPECT_TRUE(cache.give(0x1000, &streamA).empty());
  // Once A is waited for, any allocation takes it.
  cache.release(&streamB);
  EXPECT_EQ(cache.take(512, kDevice), 0u);
  cache.release(&streamA);
  EXPECT_EQ(cache.take(512, kDevice, &streamB), 0x1000u);
  EXPECT_EQ(cache.getKeptBytes(), 0u);
}

TEST(BlockCache, PendingBlocksCountTowardsTheLimit) {
  BlockCache cache(1024);
  int stream = 0;
  cache.track(0x1000, 1024, kDevice);
  cache.track(0x2000, 512, kDevice);
  EXPECT_TRUE(cache.give(0x1000, &stream).empty());
  EXPECT_EQ(cache.give(0x2000), std::vector<uintptr_t>{0x2000});
  cache.release(&stream);
  EXPECT_EQ(cache.releaseAll(), std::vector<uintptr_t>{0x1000});
  EXPECT_EQ(cache.getKeptBytes(), 0u);
}

TEST(BlockCache, ALimitOfZeroKeepsNothing) {
  BlockCache cache(0);
  cache.track(0x1000, 512, kManaged);
  EXPECT_EQ(cache.give(0x1000), std::vector<uintptr_t>{0x1000});
  EXPECT_EQ(cache.take(512, kManaged), 0u);
}

} // namespace
