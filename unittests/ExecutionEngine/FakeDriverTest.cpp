//===- FakeDriverTest.cpp - The CUDA runtime on a fake driver -------------===//
//
// The runtime's streams and block cache on FakeCudaDriver.cpp, loaded by
// path before the runtime opens libcuda.so.1: how the host orders work,
// checked without a GPU. A kernel "uses" the allocations its pointer
// arguments fall in until the host waits for its stream.
//
//===----------------------------------------------------------------------===//

#include "LibraryCalls.h"

#include <dlfcn.h>

#include <gtest/gtest.h>

#include <array>
#include <cstdint>

extern "C" {
void *mgpuModuleLoad(void *data, size_t size);
void *mgpuModuleGetFunction(void *module, const char *name);
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount);
void *mgpuStreamCreate();
void mgpuStreamDestroy(void *stream);
void mgpuStreamSynchronize(void *stream);
void mgpuStreamWaitEvent(void *stream, void *event);
void *mgpuEventCreate();
void mgpuEventDestroy(void *event);
void mgpuEventRecord(void *event, void *stream);
void *mgpuMemAlloc(uint64_t bytes, void *stream, bool isHostShared);
void mgpuMemFree(void *pointer, void *stream);
}

namespace {

/// The fake's counts: launches, stream waits, races, bad frees, uses of
/// destroyed streams, host accesses to allocations in use, launches not
/// checked.
enum Count {
  kLaunches,
  kStreamWaits,
  kRaces,
  kBadFrees,
  kDeadStreams,
  kHostAccesses,
  kUncheckedLaunches
};

using Report = std::array<long, 7>;

Report getReport() {
  static auto *get = reinterpret_cast<void (*)(long *)>(
      dlsym(dlopen(FAKE_CUDA_DRIVER, RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD),
            "fakeCudaGetReport"));
  Report report;
  get(report.data());
  return report;
}

/// A module of one kernel taking one pointer.
char kPtx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
              ".visible .entry touch(\n\t.param .u64 touch_param_0\n)\n"
              "{\n\tret;\n}\n";

class FakeDriverTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    // Loaded first, by its soname the runtime's dlopen finds it.
    ASSERT_NE(dlopen(FAKE_CUDA_DRIVER, RTLD_NOW | RTLD_GLOBAL), nullptr)
        << dlerror();
    kernel = mgpuModuleGetFunction(mgpuModuleLoad(kPtx, sizeof(kPtx)), "touch");
  }

  static void launch(void *buffer, void *stream) {
    void *params[] = {&buffer};
    mgpuLaunchKernel(kernel, 1, 1, 1, 32, 1, 1, 0, stream, params, nullptr, 1);
  }

  static void *kernel;
};

void *FakeDriverTest::kernel = nullptr;

TEST_F(FakeDriverTest, SeesUnorderedStreams) {
  Report before = getReport();
  void *first = mgpuStreamCreate(), *second = mgpuStreamCreate();
  void *buffer = mgpuMemAlloc(4096, first, /*isHostShared=*/false);
  launch(buffer, first);
  launch(buffer, second);
  EXPECT_EQ(getReport()[kRaces], before[kRaces] + 1);
  // An event after the first stream's launch orders the second stream's
  // after it (the second stream's first launch waited for).
  mgpuStreamSynchronize(second);
  void *event = mgpuEventCreate();
  launch(buffer, first);
  mgpuEventRecord(event, first);
  mgpuStreamWaitEvent(second, event);
  launch(buffer, second);
  EXPECT_EQ(getReport()[kRaces], before[kRaces] + 1);
  EXPECT_EQ(getReport()[kLaunches], before[kLaunches] + 4);
  mgpuEventDestroy(event);
  mgpuStreamSynchronize(first);
  mgpuStreamSynchronize(second);
  mgpuMemFree(buffer, nullptr);
  mgpuStreamDestroy(first);
  mgpuStreamDestroy(second);
}

TEST_F(FakeDriverTest, BlockFreedOnAStreamWaitsForIt) {
  Report before = getReport();
  void *first = mgpuStreamCreate(), *second = mgpuStreamCreate();
  void *buffer = mgpuMemAlloc(8192, first, /*isHostShared=*/false);
  launch(buffer, first);
  mgpuMemFree(buffer, first);
  // Not before the first stream's launch is done: another block.
  void *other = mgpuMemAlloc(8192, second, /*isHostShared=*/false);
  EXPECT_NE(other, buffer);
  launch(other, second);
  // The first stream's own next allocation is ordered after its launch.
  void *again = mgpuMemAlloc(8192, first, /*isHostShared=*/false);
  EXPECT_EQ(again, buffer);
  launch(again, first);
  mgpuMemFree(again, first);
  mgpuStreamSynchronize(first);
  // Waited for: any allocation may take it.
  EXPECT_EQ(mgpuMemAlloc(8192, second, /*isHostShared=*/false), buffer);
  launch(buffer, second);
  mgpuStreamSynchronize(second);
  mgpuMemFree(buffer, nullptr);
  mgpuMemFree(other, nullptr);
  mgpuStreamDestroy(first);
  mgpuStreamDestroy(second);
  Report after = getReport();
  EXPECT_EQ(after[kRaces], before[kRaces]);
  EXPECT_EQ(after[kBadFrees], before[kBadFrees]);
  EXPECT_EQ(after[kDeadStreams], before[kDeadStreams]);
}

TEST_F(FakeDriverTest, DestroyingAStreamWaitsForItsFreedBlocks) {
  Report before = getReport();
  void *stream = mgpuStreamCreate();
  void *buffer = mgpuMemAlloc(16384, stream, /*isHostShared=*/false);
  launch(buffer, stream);
  mgpuMemFree(buffer, stream);
  // Destroyed without a wait: its pending block must not stay pending on a
  // stream that is gone (on a driver that reuses handles, a later stream
  // may get the same one; the fake does not).
  mgpuStreamDestroy(stream);
  void *next = mgpuStreamCreate();
  EXPECT_EQ(mgpuMemAlloc(16384, next, /*isHostShared=*/false), buffer);
  launch(buffer, next);
  mgpuStreamSynchronize(next);
  mgpuMemFree(buffer, nullptr);
  mgpuStreamDestroy(next);
  Report after = getReport();
  EXPECT_EQ(after[kRaces], before[kRaces]);
  EXPECT_EQ(after[kStreamWaits], before[kStreamWaits] + 2);
}

TEST_F(FakeDriverTest, SeesHostAccessesToMemoryInUse) {
  Report before = getReport();
  void *stream = mgpuStreamCreate();
  auto *buffer = static_cast<volatile float *>(
      mgpuMemAlloc(4096, nullptr, /*isHostShared=*/true));
  buffer[0] = 1.0f;
  launch(const_cast<float *>(buffer), stream);
  // Read before the host waited for the launch: reported once.
  float early = buffer[1];
  EXPECT_EQ(getReport()[kHostAccesses], before[kHostAccesses] + 1);
  launch(const_cast<float *>(buffer), stream);
  mgpuStreamSynchronize(stream);
  buffer[2] = early;
  EXPECT_EQ(getReport()[kHostAccesses], before[kHostAccesses] + 1);
  mgpuMemFree(const_cast<float *>(buffer), nullptr);
  mgpuStreamDestroy(stream);
}

TEST_F(FakeDriverTest, LibraryCallsOnTwoStreamsRunInOrder) {
  Report before = getReport();
  // A workspace every call uses, as cuBLASLt's and cuDNN's plans share one.
  void *workspace = mgpuMemAlloc(4096, nullptr, /*isHostShared=*/false);
  // As a library launches: through the driver (mgpuLaunchKernel would
  // take the profile's lock, which the call holds).
  auto enqueue = [&](CUstream stream) {
    void *params[] = {&workspace};
    CUDA_CHECK(cuLaunchKernel(static_cast<CUfunction>(kernel), 1, 1, 1, 32, 1,
                              1, 0, stream, params, nullptr));
  };
  void *first = mgpuStreamCreate(), *second = mgpuStreamCreate();
  tensor_layout_cuda::runOnLibraryStream(0, static_cast<CUstream>(first),
                                         enqueue);
  tensor_layout_cuda::runOnLibraryStream(0, static_cast<CUstream>(second),
                                         enqueue);
  EXPECT_EQ(getReport()[kRaces], before[kRaces]);
  // Queued, not waited for: the host may not touch what they use yet.
  Report queued = getReport();
  EXPECT_EQ(queued[kStreamWaits], before[kStreamWaits]);
  // With no stream, the runtime's own, waited for.
  tensor_layout_cuda::runOnLibraryStream(0, nullptr, enqueue);
  Report waited = getReport();
  EXPECT_EQ(waited[kRaces], before[kRaces]);
  EXPECT_EQ(waited[kStreamWaits], before[kStreamWaits] + 1);
  mgpuStreamSynchronize(first);
  mgpuStreamSynchronize(second);
  mgpuMemFree(workspace, nullptr);
  mgpuStreamDestroy(first);
  mgpuStreamDestroy(second);
  EXPECT_EQ(getReport()[kBadFrees], before[kBadFrees]);
}

TEST_F(FakeDriverTest, LegacyStreamWorkIsPendingToo) {
  Report before = getReport();
  auto *buffer = static_cast<volatile float *>(
      mgpuMemAlloc(4096, nullptr, /*isHostShared=*/true));
  // On the legacy default stream: ordered with every stream, but queued,
  // so not done before the host waits.
  launch(const_cast<float *>(buffer), nullptr);
  float early = buffer[0];
  EXPECT_EQ(getReport()[kHostAccesses], before[kHostAccesses] + 1);
  void *stream = mgpuStreamCreate();
  launch(const_cast<float *>(buffer), stream);
  EXPECT_EQ(getReport()[kRaces], before[kRaces]);
  mgpuStreamSynchronize(stream);
  buffer[1] = early;
  mgpuMemFree(const_cast<float *>(buffer), nullptr);
  mgpuStreamDestroy(stream);
  Report after = getReport();
  EXPECT_EQ(after[kHostAccesses], before[kHostAccesses] + 1);
  EXPECT_EQ(after[kUncheckedLaunches], before[kUncheckedLaunches]);
}

} // namespace
