//===- ParallelForTest.cpp - tensor_layout_parallel_for -------------------===//
//
// The loop that outlined scf.parallel bodies run through: every iteration
// once, in contiguous shares, and on the threads oneDNN's kernels already
// use rather than a team of its own.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include <dnnl.hpp>
#include <gtest/gtest.h>

#include <dirent.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <limits>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

namespace {

/// What the body saw: each induction variable value it ran, and the
/// threads that ran it.
struct Record {
  std::mutex mutex;
  std::vector<int64_t> values;
  std::vector<std::pair<int64_t, int64_t>> shares;
  std::set<std::thread::id> threads;
  int64_t step = 1;
};

void recordShare(void *context, int64_t begin, int64_t end) {
  auto *record = static_cast<Record *>(context);
  std::lock_guard<std::mutex> lock(record->mutex);
  record->shares.push_back({begin, end});
  record->threads.insert(std::this_thread::get_id());
  // Stops before a step past `end` could overflow.
  for (int64_t value = begin; value < end; value += record->step) {
    record->values.push_back(value);
    if (end - value <= record->step)
      break;
  }
}

std::vector<int64_t> runLoop(int64_t lower, int64_t upper, int64_t step,
                             int64_t threads, Record &record) {
  record.step = step;
  tensor_layout_parallel_for(lower, upper, step, threads, recordShare, &record);
  std::vector<int64_t> values = record.values;
  std::sort(values.begin(), values.end());
  return values;
}

std::vector<int64_t> expectedValues(int64_t lower, int64_t upper,
                                    int64_t step) {
  std::vector<int64_t> values;
  for (int64_t value = lower; value < upper; value += step)
    values.push_back(value);
  return values;
}

/// The threads of this process.
int countThreads() {
  int count = 0;
  DIR *tasks = opendir("/proc/self/task");
  while (dirent *entry = readdir(tasks))
    count += entry->d_name[0] != '.';
  closedir(tasks);
  return count;
}

/// A reorder large enough that oneDNN runs it on its whole team.
void runOneDNNReorder() {
  dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  dnnl::stream stream(engine);
  dnnl::memory::dims dims{1, 64, 56, 56};
  dnnl::memory src(
      {dims, dnnl::memory::data_type::f32, dnnl::memory::format_tag::nchw},
      engine);
  dnnl::memory dst(
      {dims, dnnl::memory::data_type::f32, dnnl::memory::format_tag::nhwc},
      engine);
  dnnl::reorder(src, dst).execute(stream, src, dst);
  stream.wait();
}

TEST(ParallelForTest, RunsOnOneDNNsThreads) {
  if (dnnl_version()->cpu_runtime != DNNL_RUNTIME_OMP)
    GTEST_SKIP() << "oneDNN without OpenMP";
  runOneDNNReorder();
  int before = countThreads();
  // The team oneDNN started runs the loop, whatever `threads` asks: no
  // thread is added.
  for (int64_t threads : {0, 2, 3, 16}) {
    Record record;
    runLoop(0, 64, 1, threads, record);
    EXPECT_EQ(countThreads(), before) << threads << " threads";
    // Unless OpenMP is told to make teams smaller.
    bool fullTeams = !std::getenv("OMP_DYNAMIC") &&
                     !std::getenv("OMP_THREAD_LIMIT") &&
                     !std::getenv("OMP_NUM_THREADS");
    if (fullTeams && std::thread::hardware_concurrency() > 1 && threads != 1)
      EXPECT_GT(record.threads.size(), 1u) << threads << " threads";
    runOneDNNReorder();
  }
}

TEST(ParallelForTest, RunsEveryIterationOnce) {
  for (int64_t threads : {0, 1, 2, 3, 64}) {
    for (auto [lower, upper, step] :
         std::vector<std::tuple<int64_t, int64_t, int64_t>>{
             {0, 10, 1}, {-7, 20, 3}, {5, 6, 4}, {0, 1000, 16}, {3, 4, 1}}) {
      Record record;
      EXPECT_EQ(runLoop(lower, upper, step, threads, record),
                expectedValues(lower, upper, step))
          << lower << " to " << upper << " step " << step << " on " << threads
          << " threads";
      // Shares begin on iterations: the body steps from `begin` on.
      for (auto [begin, end] : record.shares)
        EXPECT_EQ((begin - lower) % step, 0);
    }
  }
}

// Ranges near the ends of int64_t: counted on unsigned integers, every
// iteration once, no share past the last.
TEST(ParallelForTest, HugeRanges) {
  const int64_t max = std::numeric_limits<int64_t>::max();
  const int64_t min = std::numeric_limits<int64_t>::min();
  for (int64_t threads : {1, 2, 4}) {
    Record record;
    EXPECT_EQ(runLoop(max - 10, max, 4, threads, record),
              (std::vector<int64_t>{max - 10, max - 6, max - 2}));
    Record steps;
    EXPECT_EQ(runLoop(0, 10, max, threads, steps), (std::vector<int64_t>{0}));
    // 2^21 iterations of a range of 2^63 + 2^62.
    Record wide;
    wide.step = int64_t(1) << 42;
    tensor_layout_parallel_for(
        min / 2, max, wide.step, threads,
        [](void *context, int64_t begin, int64_t end) {
          auto *record = static_cast<Record *>(context);
          std::lock_guard<std::mutex> lock(record->mutex);
          record->shares.push_back({begin, end});
        },
        &wide);
    std::sort(wide.shares.begin(), wide.shares.end());
    ASSERT_FALSE(wide.shares.empty());
    EXPECT_EQ(wide.shares.front().first, min / 2);
    EXPECT_EQ(wide.shares.back().second, max);
    for (size_t i = 1; i < wide.shares.size(); ++i)
      EXPECT_EQ(wide.shares[i].first, wide.shares[i - 1].second);
  }
}

TEST(ParallelForTest, EmptyRangeRunsNothing) {
  Record record;
  EXPECT_TRUE(runLoop(4, 4, 1, 2, record).empty());
  EXPECT_TRUE(runLoop(9, 2, 1, 2, record).empty());
  EXPECT_TRUE(record.shares.empty());
}

TEST(ParallelForTest, OneThreadRunsOnTheCaller) {
  Record record;
  runLoop(0, 100, 1, 1, record);
  ASSERT_EQ(record.threads.size(), 1u);
  EXPECT_EQ(*record.threads.begin(), std::this_thread::get_id());
}

void sleepOneMillisecond(void *, int64_t, int64_t) {
  std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

TEST(ParallelForTest, CountsItsTime) {
  double before = tensor_layout_parallel_for_seconds();
  tensor_layout_parallel_for(0, 1, 1, 1, sleepOneMillisecond, nullptr);
  EXPECT_GE(tensor_layout_parallel_for_seconds() - before, 1e-3);
  // An empty range runs and counts nothing measurable.
  before = tensor_layout_parallel_for_seconds();
  tensor_layout_parallel_for(0, 0, 1, 1, sleepOneMillisecond, nullptr);
  EXPECT_LT(tensor_layout_parallel_for_seconds() - before, 1e-3);
}

} // namespace
