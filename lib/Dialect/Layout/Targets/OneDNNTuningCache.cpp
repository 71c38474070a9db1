//===- OneDNNTuningCache.cpp - Measured kernel times, as a file -----------===//
//
// The file is text, one convolution a line, in key order so that tuning
// the same kernels twice writes the same file modulo the times:
//
//   conv <key, comma-separated> : <plain> <any> <untiled> <to NHWC>
//        <to NHWC apart> <to NCHW> <to NCHW apart> <NHWC> <NHWC apart>
//
// in seconds, `-` for a kernel not compared, or `conv <key> : none` where
// oneDNN has no kernel for one of them. Lines starting with '#' are
// comments. Files without the last two fields (from before the NHWC
// matmul was compared) still read.
//
//===----------------------------------------------------------------------===//

#include "OneDNNTuningCache.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Targets/OneDNNTuning.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;

OneDNNTuningCache &OneDNNTuningCache::get() {
  static OneDNNTuningCache *cache = new OneDNNTuningCache();
  return *cache;
}

std::optional<OneDNNTuningCache::Entry>
OneDNNTuningCache::lookup(const Key &key) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = entries.find(key);
  if (it == entries.end())
    return std::nullopt;
  return it->second;
}

bool OneDNNTuningCache::isMeasuring() {
  std::lock_guard<std::mutex> lock(mutex);
  return measuring;
}

void OneDNNTuningCache::setMeasuring(bool value) {
  std::lock_guard<std::mutex> lock(mutex);
  measuring = value;
}

void OneDNNTuningCache::record(const Key &key, const Entry &entry) {
  std::lock_guard<std::mutex> lock(mutex);
  entries[key] = entry;
}

void OneDNNTuningCache::clear() {
  std::lock_guard<std::mutex> lock(mutex);
  entries.clear();
}

/// A time, or `-` for none.
static void printTime(llvm::raw_ostream &os, std::optional<double> seconds) {
  if (seconds)
    os << ' ' << llvm::format("%.6e", *seconds);
  else
    os << " -";
}

std::string OneDNNTuningCache::print() {
  std::lock_guard<std::mutex> lock(mutex);
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "# tensor-layout oneDNN tuning cache: layout-tune-onednn wrote it; "
        "layout-assign{tuning-cache=...} reads it\n";
  for (const auto &[key, entry] : entries) {
    os << "conv ";
    llvm::interleave(key, os, ",");
    os << " :";
    if (!entry) {
      os << " none\n";
      continue;
    }
    printTime(os, entry->plain);
    printTime(os, entry->any);
    printTime(os, entry->untiled);
    for (const auto &matmul :
         {entry->planarToChannelsLast, entry->channelsLastToPlanar,
          entry->channelsLast}) {
      printTime(os, matmul ? std::optional(matmul->seconds) : std::nullopt);
      os << ' ' << (matmul && matmul->postOpsApart ? 1 : 0);
    }
    os << '\n';
  }
  return text;
}

bool OneDNNTuningCache::parse(StringRef text, std::string &error) {
  std::map<Key, Entry> parsed;
  SmallVector<StringRef> lines;
  text.split(lines, '\n');
  for (auto [index, line] : llvm::enumerate(lines)) {
    auto fail = [&, index = index](const Twine &what) {
      error = ("line " + Twine(index + 1) + ": " + what).str();
      return false;
    };
    line = line.trim();
    if (line.empty() || line.starts_with("#"))
      continue;
    auto [head, times] = line.split(':');
    if (!head.consume_front("conv ") || times.empty())
      return fail("expected 'conv <key> : <times>'");
    Key key;
    SmallVector<StringRef> numbers;
    head.trim().split(numbers, ',');
    for (StringRef number : numbers) {
      int64_t value;
      if (number.trim().getAsInteger(10, value))
        return fail("bad key '" + head.trim() + "'");
      key.push_back(value);
    }
    SmallVector<StringRef> fields;
    times.trim().split(fields, ' ', -1, /*KeepEmpty=*/false);
    if (fields.size() == 1 && fields[0] == "none") {
      parsed[key] = std::nullopt;
      continue;
    }
    if (fields.size() != 7 && fields.size() != 9)
      return fail("expected 9 fields or 'none' after ':'");
    auto readTime = [&](StringRef field, std::optional<double> &seconds) {
      if (field == "-")
        return true;
      double value;
      if (field.getAsDouble(value) || value < 0)
        return false;
      seconds = value;
      return true;
    };
    std::optional<double> plain, any, untiled, toNHWC, toNCHW, nhwc;
    if (!readTime(fields[0], plain) || !readTime(fields[1], any) ||
        !readTime(fields[2], untiled) || !readTime(fields[3], toNHWC) ||
        !readTime(fields[5], toNCHW) ||
        (fields.size() == 9 && !readTime(fields[7], nhwc)) || !any)
      return fail("bad time");
    ConvolutionTimes entry;
    entry.plain = plain.value_or(0);
    entry.any = *any;
    entry.untiled = untiled;
    if (toNHWC)
      entry.planarToChannelsLast =
          ConvolutionTimes::Matmul{*toNHWC, fields[4] == "1"};
    if (toNCHW)
      entry.channelsLastToPlanar =
          ConvolutionTimes::Matmul{*toNCHW, fields[6] == "1"};
    if (nhwc)
      entry.channelsLast = ConvolutionTimes::Matmul{*nhwc, fields[8] == "1"};
    parsed[key] = entry;
  }
  std::lock_guard<std::mutex> lock(mutex);
  entries = std::move(parsed);
  return true;
}

bool mlir::layout::loadOneDNNTuningCache(StringRef path, std::string &error) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!file) {
    error = ("cannot read tuning cache '" + path +
             "': " + file.getError().message())
                .str();
    return false;
  }
  std::string problem;
  if (!OneDNNTuningCache::get().parse((*file)->getBuffer(), problem)) {
    error = ("malformed tuning cache '" + path + "', " + problem).str();
    return false;
  }
  return true;
}

bool mlir::layout::tuneOneDNNKernels(ModuleOp module, StringRef path,
                                     std::string &error) {
  OneDNNTuningCache &cache = OneDNNTuningCache::get();
  auto interface =
      dyn_cast<TargetAttrInterface>(OneDNNTargetAttr::get(module.getContext()));
  if (!interface) {
    error = "the onednn target is not registered in this context";
    return false;
  }
  cache.setMeasuring(true);
  // The target measures (and records) each convolution it compares kernels
  // for that the cache does not have yet.
  module.walk([&](linalg::Conv2DNchwFchwOp conv) {
    (void)interface.getOpLayoutRequirements(conv);
  });
  cache.setMeasuring(false);
  std::error_code failure;
  llvm::raw_fd_ostream os(path, failure, llvm::sys::fs::OF_Text);
  if (failure) {
    error = ("cannot write tuning cache '" + path + "': " + failure.message())
                .str();
    return false;
  }
  os << cache.print();
  return true;
}
