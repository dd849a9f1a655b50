// LLVM IR built with IRBuilder -> .hsaco for every target, read back by the inspector.

#include <thread>

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/TargetParser/Triple.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include "core/error.h"
#include "examples/ir_kernels.h"
#include "hsaco/code_object.h"
#include "hsaco/disassembler.h"
#include "hsaco/report.h"
#include "hsaco/llvm_target.h"
#include "lowering/codegen.h"
#include "lowering/linker.h"

using namespace gfxtile;

namespace {

const char* kTargets[] = {"gfx942", "gfx950", "gfx1250"};

CodeObject compile_example(const std::string& name, const TargetId& target, const CodegenOptions& options = {}) {
  llvm::LLVMContext context;
  for (const auto& example : examples::example_kernels())
    if (example.name == name) {
      auto module = example.build(context, target);
      return CodeObject::parse(compile_module(*module, target, options));
    }
  FAIL("no example " << name);
  throw;
}

bool listing_contains(const CodeObject& object, std::string_view mnemonic_prefix) {
  Disassembler disassembler(object.target());
  for (const auto& kernel : object.kernels())
    for (const auto& instruction : disassembler.decode_all(object.code(kernel), kernel.code_address))
      if (instruction.mnemonic.starts_with(mnemonic_prefix)) return true;
  return false;
}

}  // namespace

TEST_CASE("vector_add compiles for every target with the C ABI's argument offsets", "[lowering]") {
  for (const char* name : kTargets) {
    INFO(name);
    const TargetId target = TargetId::parse(name);
    CodeObject object = compile_example("vector_add", target);
    CHECK(object.target().architecture == target.architecture);
    CHECK(object.code_object_version() == 5);
    const KernelCode& kernel = object.kernel("vector_add");
    const auto& arguments = kernel.metadata.arguments;
    REQUIRE(arguments.size() >= 4);
    // Three 8-byte global pointers, then a 4-byte int: offsets 0, 8, 16, 24 by the HSA ABI.
    for (int i = 0; i < 3; ++i) {
      CHECK(arguments[i].offset == 8u * i);
      CHECK(arguments[i].size == 8);
      CHECK(arguments[i].value_kind == "global_buffer");
    }
    CHECK(arguments[3].offset == 24);
    CHECK(arguments[3].size == 4);
    CHECK(arguments[3].value_kind == "by_value");
    CHECK(arguments[0].name == "x");
    CHECK(arguments[3].name == "n");
    CHECK(kernel.metadata.wavefront_size == static_cast<uint64_t>(target.properties().wave_size));
    CHECK(kernel.metadata.max_flat_workgroup_size == 256);
    CHECK(kernel.metadata.vgpr_spill_count == 0);
    CHECK(listing_contains(object, "global_load"));
    CHECK(listing_contains(object, "s_endpgm"));
  }
}

TEST_CASE("matrix_tile uses the target's matrix instruction", "[lowering]") {
  for (const char* name : kTargets) {
    INFO(name);
    const TargetId target = TargetId::parse(name);
    CodeObject object = compile_example("matrix_tile", target);
    const auto shape = examples::matrix_tile_shape(target);
    CHECK(listing_contains(object, shape.instruction));
    CHECK(listing_contains(object, target.architecture == Architecture::gfx1250 ? "v_wmma_" : "v_mfma_"));
    const std::string report = format_report(object, {.listing = true});
    CHECK(report.find("MFMA/WMMA    1") != std::string::npos);
  }
}

TEST_CASE("target features and the code object version reach the code object", "[lowering]") {
  CodeObject pinned = compile_example("vector_add", TargetId::parse("gfx942:sramecc+:xnack-"));
  CHECK(pinned.target().to_string() == "gfx942:sramecc+:xnack-");
  CodeObject any = compile_example("vector_add", TargetId::parse("gfx950"));
  CHECK(any.target().to_string() == "gfx950");
  CodeObject version6 = compile_example("vector_add", TargetId::parse("gfx942"), {.code_object_version = 6});
  CHECK(version6.code_object_version() == 6);
}

TEST_CASE("several threads compile at once", "[lowering][threads]") {
  std::vector<std::thread> threads;
  std::vector<std::string> results(6);
  for (int i = 0; i < 6; ++i)
    threads.emplace_back([&, i] {
      try {
        CodeObject object = compile_example(i % 2 ? "matrix_tile" : "vector_add", TargetId::parse(kTargets[i % 3]));
        results[i] = std::string(object.target().name()) + ":" + object.kernels()[0].name;
      } catch (const std::exception& error) {
        results[i] = std::string("error: ") + error.what();
      }
    });
  for (auto& thread : threads) thread.join();
  for (int i = 0; i < 6; ++i)
    CHECK(results[i] == std::string(kTargets[i % 3]) + ":" + (i % 2 ? "matrix_tile" : "vector_add"));
}

TEST_CASE("bad IR is an error, not a crash", "[lowering][errors]") {
  const TargetId target = TargetId::parse("gfx942");
  CHECK_THROWS_WITH(compile_llvm_ir("define void @f( {", target), Catch::Contains("does not parse"));
  // Well-formed syntax that fails the verifier.
  CHECK_THROWS_WITH(compile_llvm_ir("define amdgpu_kernel void @f() {\n  ret i32 0\n}\n", target),
                    Catch::Contains("line"));
  CodeObject object = CodeObject::parse(compile_llvm_ir(
      "define amdgpu_kernel void @store_one(ptr addrspace(1) %p) {\n"
      "  store i32 1, ptr addrspace(1) %p\n  ret void\n}\n", target));
  CHECK(object.kernel("store_one").metadata.arguments.at(0).value_kind == "global_buffer");
}

TEST_CASE("a module marked simplification-only gets the O1 IR pipeline at O2 and O3", "[lowering]") {
  llvm::LLVMContext context;
  auto module = [&](bool marked) {
    auto built = std::make_unique<llvm::Module>("m", context);
    auto* type = llvm::FunctionType::get(llvm::Type::getVoidTy(context), false);
    auto* function = llvm::Function::Create(type, llvm::Function::ExternalLinkage, "k", *built);
    if (marked) function->addFnAttr(kIrPipelineAttribute, kIrPipelineSimplification);
    return built;
  };
  const auto plain = module(false), marked = module(true);
  for (OptimizationLevel level : {OptimizationLevel::O0, OptimizationLevel::O1, OptimizationLevel::O2, OptimizationLevel::O3})
    CHECK(ir_pipeline_level(*plain, level) == level);
  CHECK(ir_pipeline_level(*marked, OptimizationLevel::O0) == OptimizationLevel::O0);
  CHECK(ir_pipeline_level(*marked, OptimizationLevel::O1) == OptimizationLevel::O1);
  CHECK(ir_pipeline_level(*marked, OptimizationLevel::O2) == OptimizationLevel::O1);
  CHECK(ir_pipeline_level(*marked, OptimizationLevel::O3) == OptimizationLevel::O1);
}

namespace {

// LLVM's own object emission of a module, optimised as compile_module does (kAmdgpuTriple, the
// target's data layout, code object version 5, the default O3 pipeline), then linked.
std::vector<uint8_t> direct_object(llvm::Module& module, const TargetId& target) {
  auto machine = make_target_machine(target, OptimizationLevel::O3);
  module.setTargetTriple(llvm::Triple(kAmdgpuTriple));
  module.setDataLayout(machine->createDataLayout());
  module.addModuleFlag(llvm::Module::Error, "amdhsa_code_object_version", 500);
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager cgscc;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder(machine.get());
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(cgscc);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, cgscc, modules);
  builder.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3).run(module, modules);
  llvm::SmallVector<char, 0> buffer;
  llvm::raw_svector_ostream stream(buffer);
  llvm::legacy::PassManager codegen;
  REQUIRE_FALSE(machine->addPassesToEmitFile(codegen, stream, nullptr, llvm::CodeGenFileType::ObjectFile));
  codegen.run(module);
  return link_code_object(std::vector<uint8_t>(buffer.begin(), buffer.end()));
}

}  // namespace

TEST_CASE("gfx1250 code generated once, as assembly, is LLVM's object code", "[lowering]") {
  // gfx1250 objects come from the assembly (repaired, then assembled) after a single code
  // generation; the machine code must be what LLVM's object emission gives.
  const TargetId target = TargetId::parse("gfx1250");
  for (const auto& example : examples::example_kernels()) {
    INFO(example.name);
    llvm::LLVMContext context;
    auto module = example.build(context, target);
    std::unique_ptr<llvm::Module> copy = llvm::CloneModule(*module);
    const CodeObject compiled = CodeObject::parse(compile_module(*module, target));
    const CodeObject direct = CodeObject::parse(direct_object(*copy, target));
    REQUIRE(compiled.kernels().size() == direct.kernels().size());
    for (const auto& kernel : direct.kernels()) {
      const auto expected = direct.code(kernel), got = compiled.code(compiled.kernel(kernel.name));
      CHECK(std::vector<uint8_t>(got.begin(), got.end()) == std::vector<uint8_t>(expected.begin(), expected.end()));
    }
  }
}

// lld's driver resets every LLVM option to its default at each link: a kernel's code must not
// depend on what compiled before it in the process (LLVM's defaults in every compile; options
// from GFXTILE_LLVM_OPTIONS are set again after each link, hsaco/llvm_target.cpp).
TEST_CASE("code does not depend on what compiled before it", "[lowering]") {
  auto scalar_ir_passes = [] {
    auto& options = llvm::cl::getRegisteredOptions();
    const auto found = options.find("amdgpu-scalar-ir-passes");
    REQUIRE(found != options.end());
    return static_cast<llvm::cl::opt<bool>*>(found->second)->getValue();
  };
  const TargetId target = TargetId::parse("gfx950");
  const bool before = scalar_ir_passes();
  const CodeObject first = compile_example("matrix_tile", target);
  (void)compile_example("vector_add", target);  // another compile and link between
  CHECK(scalar_ir_passes() == before);
  const CodeObject again = compile_example("matrix_tile", target);
  CHECK(scalar_ir_passes() == before);
  CHECK(first.bytes() == again.bytes());
}

namespace {

// Four offsets (x + c) * s: with the straight-line passes LLVM multiplies once and adds s for
// the others (one v_mul_lo_u32); without them it multiplies three times (the fourth folds into
// an address). `attributes` is the function's attribute list.
std::string strided_stores_ir(std::string_view attributes) {
  std::string text = R"(
define amdgpu_kernel void @strided(ptr addrspace(1) %p, i32 %b, i32 %s) #0 {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %i, %b
)";
  for (int c = 0; c < 4; ++c)
    text += fmt::format("  %x{0} = add i32 %x, {0}\n  %m{0} = mul i32 %x{0}, %s\n"
                        "  %q{0} = getelementptr i32, ptr addrspace(1) %p, i32 %m{0}\n  store i32 %m{0}, ptr addrspace(1) %q{0}\n", c);
  text += "  ret void\n}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n";
  text += fmt::format("attributes #0 = {{ {} }}\n", attributes);
  return text;
}

int multiplies(const std::vector<uint8_t>& bytes) {
  const CodeObject object = CodeObject::parse(bytes);
  Disassembler disassembler(object.target());
  int count = 0;
  for (const auto& kernel : object.kernels())
    for (const auto& instruction : disassembler.decode_all(object.code(kernel), kernel.code_address))
      count += instruction.mnemonic.starts_with("v_mul_lo_u32");
  return count;
}

}  // namespace

TEST_CASE("a kernel can leave out the straight-line scalar passes, for itself only", "[lowering][threads]") {
  const std::string with_passes = strided_stores_ir("nounwind");
  const std::string without_passes = strided_stores_ir(fmt::format("nounwind \"{}\"=\"false\"", kStraightLineScalarPassesAttribute));
  for (const char* name : kTargets) {
    INFO(name);
    const TargetId target = TargetId::parse(name);
    const std::vector<uint8_t> reduced = compile_llvm_ir(with_passes, target);
    const std::vector<uint8_t> plain = compile_llvm_ir(without_passes, target);
    CHECK(multiplies(reduced) == 1);
    CHECK(multiplies(plain) == 3);
    // Compiled together from several threads, each kernel gets its own choice.
    std::vector<std::vector<uint8_t>> results(6);
    std::vector<std::thread> threads;
    for (int i = 0; i < 6; ++i)
      threads.emplace_back([&, i] { results[i] = compile_llvm_ir(i % 2 ? without_passes : with_passes, target); });
    for (auto& thread : threads) thread.join();
    for (int i = 0; i < 6; ++i) CHECK(results[i] == (i % 2 ? plain : reduced));
  }
}

TEST_CASE("a kernel can leave out the post-allocation scheduler, for itself only", "[lowering][threads]") {
  // The example kernels with and without kPostAllocationSchedulerAttribute = "false": the
  // scheduler reorders some of them, so somewhere the code differs; compiled together from
  // several threads, each module gets its own choice (the pass gate is its context's).
  int differing = 0;
  for (const char* name : kTargets) {
    INFO(name);
    const TargetId target = TargetId::parse(name);
    for (const auto& example : examples::example_kernels()) {
      INFO(example.name);
      auto compile = [&](bool marked) {
        llvm::LLVMContext context;
        auto module = example.build(context, target);
        if (marked)
          for (llvm::Function& function : *module) function.addFnAttr(kPostAllocationSchedulerAttribute, "false");
        CHECK(post_allocation_scheduler(*module) == !marked);
        return compile_module(*module, target);
      };
      const std::vector<uint8_t> scheduled = compile(false), unscheduled = compile(true);
      differing += scheduled != unscheduled;
      std::vector<std::vector<uint8_t>> results(4);
      std::vector<std::thread> threads;
      for (int i = 0; i < 4; ++i) threads.emplace_back([&, i] { results[i] = compile(i % 2 == 1); });
      for (auto& thread : threads) thread.join();
      for (int i = 0; i < 4; ++i) CHECK(results[i] == (i % 2 ? unscheduled : scheduled));
    }
  }
  CHECK(differing > 0);
}
