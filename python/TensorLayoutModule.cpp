//===- TensorLayoutModule.cpp - Python bindings of tensor-layout ----------===//
//
// The private extension module `tensor_layout._tensor_layout`: contexts,
// layouts, modules, pass pipelines and the execution engine, on top of the
// C API (ours and upstream MLIR's). The public Python API in
// python/tensor_layout/ builds on these classes; numpy packing and calling
// compiled functions live there, in Python.
//
// Every call that can fail collects the context's diagnostics and raises
// tensor_layout.MLIRError with them, so no MLIR error reaches stderr or aborts
// the interpreter.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout-c/Dialect/Layout.h"
#include "tensor-layout-c/Parse.h"
#include "tensor-layout-c/RegisterEverything.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace py = pybind11;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

void appendToString(MlirStringRef str, void *userData) {
  static_cast<std::string *>(userData)->append(str.data, str.length);
}

std::string toString(MlirAttribute attr) {
  std::string s;
  mlirAttributePrint(attr, appendToString, &s);
  return s;
}

std::string toString(MlirType type) {
  std::string s;
  mlirTypePrint(type, appendToString, &s);
  return s;
}

std::string toString(MlirLocation loc) {
  std::string s;
  mlirLocationPrint(loc, appendToString, &s);
  return s;
}

MlirStringRef stringRef(const std::string &s) {
  return mlirStringRefCreate(s.data(), s.size());
}

const char *severityName(MlirDiagnosticSeverity severity) {
  switch (severity) {
  case MlirDiagnosticError:
    return "error";
  case MlirDiagnosticWarning:
    return "warning";
  case MlirDiagnosticNote:
    return "note";
  case MlirDiagnosticRemark:
    return "remark";
  }
  return "error";
}

/// (severity, location, message, notes) for tensor_layout.Diagnostic.
py::tuple toPython(MlirDiagnostic diagnostic) {
  std::string message;
  mlirDiagnosticPrint(diagnostic, appendToString, &message);
  py::list notes;
  for (intptr_t i = 0, e = mlirDiagnosticGetNumNotes(diagnostic); i < e; ++i) {
    MlirDiagnostic note = mlirDiagnosticGetNote(diagnostic, i);
    // The operation printed in generic form: noise for Python users, who
    // get the location (tools drop it with --mlir-print-op-on-diagnostic).
    std::string text;
    mlirDiagnosticPrint(note, appendToString, &text);
    if (text.rfind("see current operation:", 0) != 0)
      notes.append(toPython(note));
  }
  return py::make_tuple(severityName(mlirDiagnosticGetSeverity(diagnostic)),
                        toString(mlirDiagnosticGetLocation(diagnostic)),
                        message, notes);
}

//===----------------------------------------------------------------------===//
// Context
//===----------------------------------------------------------------------===//

/// An MLIR context with every upstream dialect and ours, whose diagnostics
/// are collected for the next error raised instead of being printed.
class Context {
public:
  Context() {
    static bool passesRegistered = [] {
      mlirRegisterAllPasses();
      tensorLayoutRegisterAllPasses();
      return true;
    }();
    (void)passesRegistered;
    MlirDialectRegistry registry = mlirDialectRegistryCreate();
    mlirRegisterAllDialects(registry);
    tensorLayoutRegisterAllDialects(registry);
    context =
        mlirContextCreateWithRegistry(registry, /*threadingEnabled=*/false);
    mlirDialectRegistryDestroy(registry);
    mlirContextLoadAllAvailableDialects(context);
    mlirRegisterAllLLVMTranslations(context);
    mlirContextAttachDiagnosticHandler(context, collect, this, nullptr);
  }
  ~Context() { mlirContextDestroy(context); }
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  MlirContext get() const { return context; }

  /// Forgets the diagnostics of earlier calls; every entry point starts here.
  void startCall() { diagnostics = py::list(); }

  /// Raises tensor_layout.MLIRError with `what` and the diagnostics
  /// collected since startCall().
  [[noreturn]] void raise(const std::string &what) {
    py::object cls =
        py::module_::import("tensor_layout._errors").attr("MLIRError");
    py::object error = cls(what, diagnostics);
    diagnostics = py::list();
    PyErr_SetObject(cls.ptr(), error.ptr());
    throw py::error_already_set();
  }

private:
  static MlirLogicalResult collect(MlirDiagnostic diagnostic, void *self) {
    static_cast<Context *>(self)->diagnostics.append(toPython(diagnostic));
    return mlirLogicalResultSuccess();
  }

  MlirContext context;
  py::list diagnostics;
};
using ContextRef = std::shared_ptr<Context>;

//===----------------------------------------------------------------------===//
// Layout
//===----------------------------------------------------------------------===//

std::vector<int64_t> readArray(MlirAttribute attr,
                               intptr_t (*size)(MlirAttribute),
                               int64_t (*at)(MlirAttribute, intptr_t)) {
  std::vector<int64_t> values;
  for (intptr_t i = 0, e = size(attr); i < e; ++i)
    values.push_back(at(attr, i));
  return values;
}

/// A `#layout.encoding` attribute.
class Layout {
public:
  Layout(ContextRef context, MlirAttribute attr)
      : context(std::move(context)), attr(attr) {}

  static Layout
  get(ContextRef context, const std::vector<int64_t> &order,
      const std::vector<int64_t> &align, const std::vector<int64_t> &padLow,
      const std::vector<int64_t> &padHigh, std::optional<std::string> padValue,
      const std::vector<std::pair<int64_t, int64_t>> &tiles, int64_t baseAlign,
      const std::vector<int64_t> &tilePositions,
      std::optional<std::string> memorySpace) {
    context->startCall();
    MlirContext ctx = context->get();
    MlirAttribute pad = mlirAttributeGetNull();
    if (padValue && *padValue == "zero") {
      pad = mlirUnitAttrGet(ctx);
    } else if (padValue) {
      pad = mlirAttributeParseGet(ctx, stringRef(*padValue));
      if (mlirAttributeIsNull(pad))
        context->raise("invalid pad value '" + *padValue + "'");
    }
    std::vector<int64_t> tileDims, tileSizes;
    for (auto [dim, size] : tiles) {
      tileDims.push_back(dim);
      tileSizes.push_back(size);
    }
    if (!tilePositions.empty() && tilePositions.size() != tiles.size())
      context->raise("got " + std::to_string(tilePositions.size()) +
                     " tile positions for " + std::to_string(tiles.size()) +
                     " tiles");
    MlirAttribute attr = tensorLayoutEncodingAttrGetWithTilePositions(
        ctx, order.size(), order.data(), align.size(), align.data(),
        padLow.size(), padLow.data(), padHigh.size(), padHigh.data(), pad,
        tiles.size(), tileDims.data(), tileSizes.data(), baseAlign,
        tilePositions.empty() ? nullptr : tilePositions.data());
    if (mlirAttributeIsNull(attr))
      context->raise("invalid layout");
    if (memorySpace) {
      MlirAttribute space = mlirAttributeParseGet(ctx, stringRef(*memorySpace));
      if (mlirAttributeIsNull(space))
        context->raise("invalid memory space '" + *memorySpace + "'");
      attr = tensorLayoutEncodingAttrGetWithMemorySpace(attr, space);
      if (mlirAttributeIsNull(attr))
        context->raise("invalid memory space '" + *memorySpace + "'");
    }
    return Layout(std::move(context), attr);
  }

  static Layout parse(ContextRef context, const std::string &text) {
    context->startCall();
    MlirAttribute attr = mlirAttributeParseGet(context->get(), stringRef(text));
    if (mlirAttributeIsNull(attr))
      context->raise("cannot parse layout '" + text + "'");
    if (!tensorLayoutAttributeIsAEncoding(attr))
      context->raise("'" + text + "' is not a #layout.encoding");
    return Layout(std::move(context), attr);
  }

  std::string str() const { return toString(attr); }
  bool operator==(const Layout &other) const {
    return mlirAttributeEqual(attr, other.attr);
  }
  size_t hash() const { return std::hash<const void *>()(attr.ptr); }

  std::vector<int64_t> order() const {
    return readArray(attr, tensorLayoutEncodingAttrGetNumOrder,
                     tensorLayoutEncodingAttrGetOrder);
  }
  std::vector<int64_t> align() const {
    return readArray(attr, tensorLayoutEncodingAttrGetNumAlign,
                     tensorLayoutEncodingAttrGetAlign);
  }
  std::vector<int64_t> padLow() const {
    return readArray(attr, tensorLayoutEncodingAttrGetNumPadLow,
                     tensorLayoutEncodingAttrGetPadLow);
  }
  std::vector<int64_t> padHigh() const {
    return readArray(attr, tensorLayoutEncodingAttrGetNumPadHigh,
                     tensorLayoutEncodingAttrGetPadHigh);
  }
  std::vector<std::pair<int64_t, int64_t>> tiles() const {
    std::vector<std::pair<int64_t, int64_t>> tiles;
    for (intptr_t i = 0, e = tensorLayoutEncodingAttrGetNumTiles(attr); i < e;
         ++i)
      tiles.emplace_back(tensorLayoutEncodingAttrGetTileDim(attr, i),
                         tensorLayoutEncodingAttrGetTileSize(attr, i));
    return tiles;
  }
  int64_t baseAlign() const {
    return tensorLayoutEncodingAttrGetBaseAlign(attr);
  }
  std::vector<int64_t> tilePositions() const {
    std::vector<int64_t> positions;
    for (intptr_t i = 0, e = tensorLayoutEncodingAttrGetNumTilePositions(attr);
         i < e; ++i)
      positions.push_back(tensorLayoutEncodingAttrGetTilePosition(attr, i));
    return positions;
  }

  /// ("undef" | "zero" | "constant", value or None, type text or None).
  py::tuple padValue() const {
    switch (tensorLayoutEncodingAttrGetPadKind(attr)) {
    case TensorLayoutPadKindUndefined:
      return py::make_tuple("undef", py::none(), py::none());
    case TensorLayoutPadKindZero:
      return py::make_tuple("zero", py::none(), py::none());
    case TensorLayoutPadKindConstant:
      break;
    }
    MlirAttribute value = tensorLayoutEncodingAttrGetPadValue(attr);
    std::string type = toString(mlirAttributeGetType(value));
    if (mlirAttributeIsAFloat(value))
      return py::make_tuple("constant", mlirFloatAttrGetValueDouble(value),
                            type);
    return py::make_tuple("constant", mlirIntegerAttrGetValueInt(value), type);
  }

  /// The memory space: None for the default one, an int for a numbered
  /// one (of type i64), the attribute's text otherwise.
  py::object memorySpace() const {
    MlirAttribute space = tensorLayoutEncodingAttrGetMemorySpace(attr);
    if (mlirAttributeIsNull(space))
      return py::none();
    if (mlirAttributeIsAInteger(space) &&
        mlirTypeEqual(mlirAttributeGetType(space),
                      mlirIntegerTypeGet(context->get(), 64)))
      return py::int_(mlirIntegerAttrGetValueInt(space));
    return py::str(toString(space));
  }

  /// The row metadata's tensor type as text, or None.
  py::object rowMetadata() const {
    MlirType type = tensorLayoutEncodingAttrGetRowMetadata(attr);
    if (mlirTypeIsNull(type))
      return py::none();
    return py::str(toString(type));
  }

  /// The tensor type of `shape` and `elementType` in this layout, verified.
  MlirType tensorType(const std::vector<int64_t> &shape,
                      const std::string &elementType) const {
    context->startCall();
    MlirContext ctx = context->get();
    MlirType element = mlirTypeParseGet(ctx, stringRef(elementType));
    if (mlirTypeIsNull(element))
      context->raise("invalid element type '" + elementType + "'");
    MlirType type = mlirRankedTensorTypeGetChecked(
        mlirLocationUnknownGet(ctx), shape.size(), shape.data(), element, attr);
    if (mlirTypeIsNull(type))
      context->raise("layout " + str() +
                     " does not fit a tensor of this shape");
    if (!tensorLayoutTypeHasPhysicalLayout(type))
      context->raise("tensor type " + toString(type) +
                     " has no static physical layout");
    return type;
  }

  std::string tensorTypeText(const std::vector<int64_t> &shape,
                             const std::string &elementType) const {
    return toString(tensorType(shape, elementType));
  }

  /// (physical shape, logical strides or None, offset, allocation bytes).
  py::tuple placement(const std::vector<int64_t> &shape,
                      const std::string &elementType) const {
    MlirType type = tensorType(shape, elementType);
    std::vector<int64_t> physical(tensorLayoutTypeGetPhysicalRank(type));
    tensorLayoutTypeGetPhysicalShape(type, physical.data());
    std::vector<int64_t> strides(shape.size());
    py::object logical = py::none();
    if (tensorLayoutTypeGetLogicalStrides(type, strides.data()))
      logical = py::tuple(py::cast(strides));
    return py::make_tuple(py::tuple(py::cast(physical)), logical,
                          tensorLayoutTypeGetOffset(type),
                          tensorLayoutTypeGetAllocationSize(type));
  }

  ContextRef context;
  MlirAttribute attr;
};

//===----------------------------------------------------------------------===//
// Module
//===----------------------------------------------------------------------===//

/// Describes a function argument or result type for the Python side:
/// {"text", "kind": "tensor" | "scalar" | "other"}, with for a ranked tensor
/// (static or dynamic) "shape" (None for a dynamic dim), "element_type" and
/// "layout" (None for a tensor without encoding), and for an integer, index
/// or float scalar "element_type".
py::dict describeType(const ContextRef &context, MlirType type) {
  py::dict d;
  d["text"] = toString(type);
  if (mlirTypeIsAInteger(type) || mlirTypeIsAIndex(type) ||
      mlirTypeIsAFloat(type)) {
    d["kind"] = "scalar";
    d["element_type"] = toString(type);
    return d;
  }
  bool isTensor = mlirTypeIsARankedTensor(type);
  MlirAttribute encoding =
      isTensor ? mlirRankedTensorTypeGetEncoding(type) : mlirAttributeGetNull();
  if (!isTensor || (!mlirAttributeIsNull(encoding) &&
                    !tensorLayoutAttributeIsAEncoding(encoding))) {
    d["kind"] = "other";
    return d;
  }
  d["kind"] = "tensor";
  py::list shape;
  for (intptr_t i = 0, e = mlirShapedTypeGetRank(type); i < e; ++i) {
    if (mlirShapedTypeIsDynamicDim(type, i))
      shape.append(py::none());
    else
      shape.append(mlirShapedTypeGetDimSize(type, i));
  }
  d["shape"] = py::tuple(shape);
  d["element_type"] = toString(mlirShapedTypeGetElementType(type));
  if (mlirAttributeIsNull(encoding))
    d["layout"] = py::none();
  else
    d["layout"] = Layout(context, encoding);
  return d;
}

class Module {
public:
  Module(ContextRef context, MlirModule module)
      : context(std::move(context)), module(module) {}
  ~Module() { mlirModuleDestroy(module); }
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;

  static std::unique_ptr<Module> parse(ContextRef context,
                                       const std::string &text,
                                       const std::string &sourceName) {
    context->startCall();
    MlirModule module = tensorLayoutParseModule(context->get(), stringRef(text),
                                                stringRef(sourceName));
    if (mlirModuleIsNull(module))
      context->raise("cannot parse " + sourceName);
    return std::make_unique<Module>(std::move(context), module);
  }

  MlirOperation operation() const { return mlirModuleGetOperation(module); }

  std::string str(bool generic, bool debugInfo) const {
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    if (generic)
      mlirOpPrintingFlagsPrintGenericOpForm(flags);
    if (debugInfo)
      mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
    std::string s;
    mlirOperationPrintWithFlags(operation(), flags, appendToString, &s);
    mlirOpPrintingFlagsDestroy(flags);
    return s;
  }

  void verify() const {
    context->startCall();
    if (!mlirOperationVerify(operation()))
      context->raise("module does not verify");
  }

  /// Runs a textual pass pipeline; a bare list of passes is anchored on the
  /// module.
  void runPipeline(std::string pipeline) const {
    context->startCall();
    if (pipeline.rfind("builtin.module(", 0) != 0)
      pipeline = "builtin.module(" + pipeline + ")";
    MlirPassManager pm = mlirPassManagerCreate(context->get());
    std::string parseErrors;
    MlirLogicalResult parsed = mlirParsePassPipeline(
        mlirPassManagerGetAsOpPassManager(pm), stringRef(pipeline),
        appendToString, &parseErrors);
    if (mlirLogicalResultIsFailure(parsed)) {
      mlirPassManagerDestroy(pm);
      context->raise("invalid pass pipeline '" + pipeline +
                     "': " + parseErrors);
    }
    MlirLogicalResult ran = mlirPassManagerRunOnOp(pm, operation());
    mlirPassManagerDestroy(pm);
    if (mlirLogicalResultIsFailure(ran))
      context->raise("pass pipeline '" + pipeline + "' failed");
  }

  std::unique_ptr<Module> clone() const {
    return std::make_unique<Module>(
        context, mlirModuleFromOperation(mlirOperationClone(operation())));
  }

  /// The func.func operations at the top of the module:
  /// [(name, [argument types], [result types], is_declaration)].
  py::list functions() const {
    py::list functions;
    for (MlirOperation op : topLevelFunctions()) {
      MlirAttribute symName = mlirOperationGetInherentAttributeByName(
          op, mlirStringRefCreateFromCString("sym_name"));
      MlirType fnType =
          mlirTypeAttrGetValue(mlirOperationGetInherentAttributeByName(
              op, mlirStringRefCreateFromCString("function_type")));
      py::list args, results;
      for (intptr_t i = 0, e = mlirFunctionTypeGetNumInputs(fnType); i < e; ++i)
        args.append(describeType(context, mlirFunctionTypeGetInput(fnType, i)));
      for (intptr_t i = 0, e = mlirFunctionTypeGetNumResults(fnType); i < e;
           ++i)
        results.append(
            describeType(context, mlirFunctionTypeGetResult(fnType, i)));
      MlirStringRef symbol = mlirStringAttrGetValue(symName);
      bool isDeclaration = mlirRegionIsNull(mlirOperationGetRegion(op, 0)) ||
                           mlirBlockIsNull(mlirRegionGetFirstBlock(
                               mlirOperationGetRegion(op, 0)));
      functions.append(py::make_tuple(std::string(symbol.data, symbol.length),
                                      args, results, isDeclaration));
    }
    return functions;
  }

  /// Marks every func.func for a C-callable wrapper (_mlir_ciface_<name>)
  /// taking and returning memref descriptors by pointer.
  void requestCInterface() const {
    MlirAttribute unit = mlirUnitAttrGet(context->get());
    for (MlirOperation op : topLevelFunctions())
      mlirOperationSetDiscardableAttributeByName(
          op, mlirStringRefCreateFromCString("llvm.emit_c_interface"), unit);
  }

  /// The func.func operations directly in the module's body.
  std::vector<MlirOperation> topLevelFunctions() const {
    std::vector<MlirOperation> functions;
    MlirBlock body = mlirModuleGetBody(module);
    for (MlirOperation op = mlirBlockGetFirstOperation(body);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
      MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
      if (std::string_view(name.data, name.length) == "func.func")
        functions.push_back(op);
    }
    return functions;
  }

  ContextRef context;
  MlirModule module;
};

//===----------------------------------------------------------------------===//
// Execution engine
//===----------------------------------------------------------------------===//

/// JIT-compiles a module in the LLVM dialect.
class ExecutionEngine {
public:
  ExecutionEngine(const Module &module, int optLevel,
                  const std::vector<std::string> &sharedLibs)
      : context(module.context) {
    context->startCall();
    std::vector<MlirStringRef> libs;
    for (const std::string &lib : sharedLibs)
      libs.push_back(stringRef(lib));
    engine = mlirExecutionEngineCreate(module.module, optLevel, libs.size(),
                                       libs.data(), /*enableObjectDump=*/false,
                                       /*enablePIC=*/false);
    if (mlirExecutionEngineIsNull(engine))
      context->raise("cannot JIT-compile the module (is it fully lowered to "
                     "the LLVM dialect?)");
  }
  ~ExecutionEngine() { mlirExecutionEngineDestroy(engine); }
  ExecutionEngine(const ExecutionEngine &) = delete;
  ExecutionEngine &operator=(const ExecutionEngine &) = delete;

  /// Makes the compiled code resolve `name` to `address` rather than to the
  /// process's symbol (e.g. a checking malloc/free); before any lookup.
  void registerSymbol(const std::string &name, uintptr_t address) {
    mlirExecutionEngineRegisterSymbol(engine, stringRef(name),
                                      reinterpret_cast<void *>(address));
  }

  /// Address of a symbol of the compiled code, 0 when absent.
  uintptr_t lookup(const std::string &name) const {
    return reinterpret_cast<uintptr_t>(
        mlirExecutionEngineLookup(engine, stringRef(name)));
  }

private:
  ContextRef context;
  MlirExecutionEngine engine;
};

} // namespace

PYBIND11_MODULE(_tensor_layout, m) {
  m.doc() = "Native part of tensor_layout (use the tensor_layout package).";

  py::class_<Context, ContextRef>(m, "Context",
                                  "An MLIR context with every upstream "
                                  "dialect and the layout dialect loaded.")
      .def(py::init<>());

  py::class_<Layout>(m, "Layout")
      .def_static("get", &Layout::get, py::arg("context"), py::arg("order"),
                  py::arg("align"), py::arg("pad_low"), py::arg("pad_high"),
                  py::arg("pad_value"), py::arg("tiles"), py::arg("base_align"),
                  py::arg("tile_positions") = std::vector<int64_t>(),
                  py::arg("memory_space") = std::nullopt)
      .def_static("parse", &Layout::parse, py::arg("context"), py::arg("text"))
      .def("__str__", &Layout::str)
      .def("__eq__", &Layout::operator==)
      .def("__hash__", &Layout::hash)
      .def_property_readonly("context",
                             [](const Layout &l) { return l.context; })
      .def_property_readonly("order", &Layout::order)
      .def_property_readonly("align", &Layout::align)
      .def_property_readonly("pad_low", &Layout::padLow)
      .def_property_readonly("pad_high", &Layout::padHigh)
      .def_property_readonly("tiles", &Layout::tiles)
      .def_property_readonly("tile_positions", &Layout::tilePositions)
      .def_property_readonly("base_align", &Layout::baseAlign)
      .def_property_readonly("pad_value", &Layout::padValue)
      .def_property_readonly("row_metadata", &Layout::rowMetadata)
      .def_property_readonly("memory_space", &Layout::memorySpace)
      .def("placement", &Layout::placement, py::arg("shape"),
           py::arg("element_type"))
      .def("tensor_type", &Layout::tensorTypeText, py::arg("shape"),
           py::arg("element_type"));

  py::class_<Module>(m, "Module")
      .def_static("parse", &Module::parse, py::arg("context"), py::arg("text"),
                  py::arg("source_name"))
      .def_property_readonly("context",
                             [](const Module &mod) { return mod.context; })
      .def("str", &Module::str, py::arg("generic") = false,
           py::arg("debug_info") = false)
      .def("verify", &Module::verify)
      .def("run_pipeline", &Module::runPipeline, py::arg("pipeline"))
      .def("clone", &Module::clone)
      .def("functions", &Module::functions)
      .def("request_c_interface", &Module::requestCInterface);

  py::class_<ExecutionEngine>(m, "ExecutionEngine")
      .def(py::init<const Module &, int, const std::vector<std::string> &>(),
           py::arg("module"), py::arg("opt_level"), py::arg("shared_libs"),
           py::keep_alive<1, 2>())
      .def("register_symbol", &ExecutionEngine::registerSymbol, py::arg("name"),
           py::arg("address"))
      .def("lookup", &ExecutionEngine::lookup, py::arg("name"));
}
