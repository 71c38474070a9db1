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
  EXPECT_EQ(cache.getFreeBytes(), bytes);
  // Another size or kind does not get it.
  EXPECT_EQ(cache.take(BlockCache::roundUp(2000), kDevice), 0u);
  EXPECT_EQ(cache.take(bytes, kManaged), 0u);
  EXPECT_EQ(cache.take(bytes, kDevice), 0x1000u);
  EXPECT_EQ(cache.getFreeBytes(), 0u);
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
  EXPECT_EQ(cache.getFreeBytes(), 0u);
  EXPECT_EQ(cache.take(1536, kDevice), 0u);
}

TEST(BlockCache, ALimitOfZeroKeepsNothing) {
  BlockCache cache(0);
  cache.track(0x1000, 512, kManaged);
  EXPECT_EQ(cache.give(0x1000), std::vector<uintptr_t>{0x1000});
  EXPECT_EQ(cache.take(512, kManaged), 0u);
}

} // namespace
