# Helpers shared by the tensor-layout build.
#
# Everything links against the shared libMLIR.so and libLLVM.so that Debian
# ships: linking the static component libraries instead would make every
# tool link take minutes on a 2-core machine and would register command-line
# options twice if a static and a shared copy ever met in one process.

# tensor_layout_add_library(name SOURCES... [DEPENDS targets...] [LINK targets...])
function(tensor_layout_add_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK" ${ARGN})
  add_library(${name} ${ARG_UNPARSED_ARGUMENTS})
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  target_link_libraries(${name} PUBLIC ${ARG_LINK} MLIR LLVM)
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  tensor_layout_install_targets(${name})
endfunction()

# Installs targets and adds them to the exported package (TensorLayoutConfig).
function(tensor_layout_install_targets)
  install(TARGETS ${ARGN} EXPORT TensorLayoutTargets
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
    RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endfunction()
