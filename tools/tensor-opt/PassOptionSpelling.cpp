//===- PassOptionSpelling.cpp - Misspelled pass options, caught early -----===//

#include "PassOptionSpelling.h"

#include "tensor-layout/Pipelines/Pipelines.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <fcntl.h>
#include <optional>
#include <unistd.h>

using namespace mlir;

/// Each `key=value` (or bare `key`) in `options`, split at spaces outside
/// quotes and brackets (a target attribute's value holds both).
static SmallVector<StringRef> getOptionTokens(StringRef options) {
  SmallVector<StringRef> keys;
  size_t start = 0, depth = 0;
  char quote = 0;
  auto take = [&](size_t end) {
    StringRef token = options.slice(start, end).trim();
    if (!token.empty())
      keys.push_back(token);
    start = end + 1;
  };
  for (size_t i = 0; i < options.size(); ++i) {
    char c = options[i];
    if (quote) {
      quote = c == quote ? 0 : quote;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '{' || c == '<' || c == '[' || c == '(') {
      ++depth;
    } else if ((c == '}' || c == '>' || c == ']' || c == ')') && depth > 0) {
      --depth;
    } else if (c == ' ' && depth == 0) {
      take(i);
    }
  }
  take(options.size());
  return keys;
}

/// The options `name` takes, from how it prints itself with its defaults
/// (`name{a=1 b=x}`), or nothing for names that are neither a registered
/// pass nor one of the project's pipelines.
static std::optional<SmallVector<std::string>> getKnownOptions(StringRef name) {
  std::string printed;
  llvm::raw_string_ostream os(printed);
  if (name == "layout-lower-to-llvm") {
    layout::LayoutLowerToLLVMOptions().print(os);
  } else if (name == "layout-lower-to-nvvm") {
    layout::LayoutLowerToNVVMOptions().print(os);
  } else if (PassInfo::lookup(name)) {
    OpPassManager pm;
    std::string ignored;
    llvm::raw_string_ostream errors(ignored);
    if (failed(parsePassPipeline(name, pm, errors)) || pm.size() != 1)
      return std::nullopt;
    pm.getPasses().begin()->printAsTextualPipeline(os);
  } else {
    return std::nullopt;
  }
  StringRef text = printed;
  size_t open = text.find('{');
  SmallVector<std::string> known;
  if (open == StringRef::npos)
    return known;
  for (StringRef token : getOptionTokens(text.drop_front(open + 1).drop_back()))
    known.push_back(token.split('=').first.trim().str());
  return known;
}

/// Whether `name` parses `token` as its options, llvm::cl's own message
/// for a wrong one silenced (the caller gives a better one).
static bool acceptsOption(StringRef name, StringRef token) {
  llvm::errs().flush();
  int saved = dup(STDERR_FILENO);
  int null = open("/dev/null", O_WRONLY);
  if (saved >= 0 && null >= 0)
    dup2(null, STDERR_FILENO);
  bool accepted;
  if (name == "layout-lower-to-llvm") {
    accepted =
        layout::LayoutLowerToLLVMOptions::createFromString(token) != nullptr;
  } else if (name == "layout-lower-to-nvvm") {
    accepted =
        layout::LayoutLowerToNVVMOptions::createFromString(token) != nullptr;
  } else {
    OpPassManager pm;
    accepted = succeeded(PassInfo::lookup(name)->addToPipeline(
        pm, token, [](const Twine &) { return failure(); }));
  }
  llvm::errs().flush();
  if (saved >= 0 && null >= 0)
    dup2(saved, STDERR_FILENO);
  if (saved >= 0)
    close(saved);
  if (null >= 0)
    close(null);
  return accepted;
}

bool mlir::layout::checkPassOptionSpelling(int argc, char **argv) {
  bool allKnown = true;
  for (int i = 1; i < argc; ++i) {
    StringRef arg = argv[i];
    if (!arg.consume_front("-"))
      continue;
    arg.consume_front("-");
    auto [name, options] = arg.split('=');
    if (options.empty())
      continue;
    std::optional<SmallVector<std::string>> known = getKnownOptions(name);
    if (!known)
      continue;
    for (StringRef token : getOptionTokens(options)) {
      StringRef key = token.split('=').first.trim();
      // A pass prints no empty list option: the parser has the last word.
      if (llvm::is_contained(*known, key) || acceptsOption(name, token))
        continue;
      allKnown = false;
      llvm::errs() << "tensor-opt: error: --" << name << " has no option '"
                   << key << "'";
      const std::string *closest = nullptr;
      unsigned best = 0;
      for (const std::string &candidate : *known) {
        unsigned distance = key.edit_distance(candidate);
        if (!closest || distance < best) {
          closest = &candidate;
          best = distance;
        }
      }
      // Only a near miss is a suggestion (a third of the name at most).
      if (closest && best <= std::max<size_t>(2, key.size() / 3))
        llvm::errs() << "; did you mean '" << *closest << "'?";
      if (known->empty())
        llvm::errs() << " (it takes none)\n";
      else
        llvm::errs() << " (its options: " << llvm::join(*known, ", ") << ")\n";
    }
  }
  return allKnown;
}
