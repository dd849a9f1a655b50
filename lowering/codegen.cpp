#include "lowering/codegen.h"

#include <string>

#include <llvm/ADT/ScopeExit.h>
#include <llvm/Analysis/CGSCCPassManager.h>
#include <llvm/Analysis/LoopAnalysisManager.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/OptBisect.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassManager.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Transforms/Scalar/EarlyCSE.h>
#include <llvm/Transforms/Scalar/SeparateConstOffsetFromGEP.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/TargetParser/Triple.h>

#include "core/error.h"
#include "lowering/assembler.h"
#include "lowering/linker.h"
#include "lowering/vgpr_msb_repair.h"

namespace gfxtile {
namespace {

// Collects LLVM's error diagnostics instead of letting the default handler exit the process.
class DiagnosticCollector {
 public:
  explicit DiagnosticCollector(llvm::LLVMContext& context) : context_(context) {
    previous_ = context.getDiagnosticHandlerCallBack();
    previous_context_ = context.getDiagnosticContext();
    context.setDiagnosticHandlerCallBack(&DiagnosticCollector::handle, this);
  }
  ~DiagnosticCollector() { context_.setDiagnosticHandlerCallBack(previous_, previous_context_); }

  void throw_if_errors(std::string_view stage, const TargetId& target) const {
    if (!errors_.empty()) fail("{} for {} failed: {}", stage, target.to_string(), errors_);
  }

 private:
  static void handle(const llvm::DiagnosticInfo* info, void* self_pointer) {
    if (info->getSeverity() != llvm::DS_Error) return;
    auto* self = static_cast<DiagnosticCollector*>(self_pointer);
    std::string text;
    llvm::raw_string_ostream stream(text);
    llvm::DiagnosticPrinterRawOStream printer(stream);
    info->print(printer);
    if (!self->errors_.empty()) self->errors_ += "; ";
    self->errors_ += text;
  }

  llvm::LLVMContext& context_;
  llvm::DiagnosticHandler::DiagnosticHandlerTy previous_;
  void* previous_context_;
  std::string errors_;
};

llvm::OptimizationLevel pass_builder_level(OptimizationLevel level) {
  switch (level) {
    case OptimizationLevel::O0: return llvm::OptimizationLevel::O0;
    case OptimizationLevel::O1: return llvm::OptimizationLevel::O1;
    case OptimizationLevel::O2: return llvm::OptimizationLevel::O2;
    case OptimizationLevel::O3: break;
  }
  return llvm::OptimizationLevel::O3;
}

// Prepares and optimises the module for the machine: triple, data layout, code object version,
// then the default per-module pipeline (whose AMDGPU attributor drops unused implicit inputs),
// O1's for a module that asks for it (kIrPipelineAttribute).
void optimise(llvm::Module& module, llvm::TargetMachine& machine, const TargetId& target,
              const CodegenOptions& options) {
  module.setTargetTriple(llvm::Triple(kAmdgpuTriple));
  module.setDataLayout(machine.createDataLayout());
  if (!module.getModuleFlag("amdhsa_code_object_version"))
    module.addModuleFlag(llvm::Module::Error, "amdhsa_code_object_version",
                         options.code_object_version * 100);
  std::string verifier_message;
  llvm::raw_string_ostream verifier_stream(verifier_message);
  if (llvm::verifyModule(module, &verifier_stream))
    fail("invalid LLVM IR for {}: {}", target.to_string(), verifier_message);

  llvm::LoopAnalysisManager loop_analyses;
  llvm::FunctionAnalysisManager function_analyses;
  llvm::CGSCCAnalysisManager cgscc_analyses;
  llvm::ModuleAnalysisManager module_analyses;
  llvm::PassBuilder builder(&machine);
  builder.registerModuleAnalyses(module_analyses);
  builder.registerCGSCCAnalyses(cgscc_analyses);
  builder.registerFunctionAnalyses(function_analyses);
  builder.registerLoopAnalyses(loop_analyses);
  builder.crossRegisterProxies(loop_analyses, function_analyses, cgscc_analyses, module_analyses);
  llvm::ModulePassManager passes =
      options.optimization == OptimizationLevel::O0
          ? builder.buildO0DefaultPipeline(llvm::OptimizationLevel::O0)
          : builder.buildPerModuleDefaultPipeline(pass_builder_level(ir_pipeline_level(module, options.optimization)));
  // One of the AMDGPU scalar IR passes also before code generation's: constant offsets split
  // from the addresses, so the loads of one tensor share a base register and carry immediate
  // offsets (GDN decode at batch 1 on MI300X 4.36 -> 4.23 us, measured as the process's first
  // compile, with the scalar IR passes off; hsaco/llvm_target.cpp).
  if (options.optimization != OptimizationLevel::O0) {
    llvm::FunctionPassManager function_passes;
    function_passes.addPass(llvm::SeparateConstOffsetFromGEPPass());
    function_passes.addPass(llvm::EarlyCSEPass());
    passes.addPass(llvm::createModuleToFunctionPassAdaptor(std::move(function_passes)));
  }
  passes.run(module, module_analyses);
}

// Whether a function of the module carries the gfxtile attribute `name` with `value` (the
// per-kernel choices of lowering/codegen.h).
bool any_function_marked(const llvm::Module& module, const char* name, llvm::StringRef value) {
  for (const llvm::Function& function : module)
    if (function.getFnAttribute(name).getValueAsString() == value) return true;
  return false;
}

// false where a function of the module carries kStraightLineScalarPassesAttribute = "false".
bool straight_line_scalar_passes(const llvm::Module& module) {
  return !any_function_marked(module, kStraightLineScalarPassesAttribute, "false");
}

std::vector<uint8_t> emit(llvm::Module& module, const TargetId& target,
                          const CodegenOptions& options, llvm::CodeGenFileType file_type) {
  DiagnosticCollector diagnostics(module.getContext());
  auto machine = make_target_machine(target, options.optimization);
  optimise(module, *machine, target, options);
  diagnostics.throw_if_errors("optimisation", target);

  llvm::SmallVector<char, 0> buffer;
  llvm::raw_svector_ostream stream(buffer);
  llvm::legacy::PassManager codegen;
  // -amdgpu-scalar-ir-passes is read while the pipeline is built: set there for this module only.
  std::vector<std::pair<const char*, bool>> overrides;
  if (!straight_line_scalar_passes(module)) overrides.emplace_back("amdgpu-scalar-ir-passes", false);
  bool emits = true;
  with_llvm_options(overrides, [&] { emits = !machine->addPassesToEmitFile(codegen, stream, nullptr, file_type); });
  if (!emits) fail("LLVM cannot emit this file type for {}", target.to_string());
  // The post-allocation scheduler checks the context's pass gate (as -opt-bisect does) on every
  // function it would run on; the gate is this module's context's, so other threads' compiles
  // are untouched.
  struct SkipPostAllocationScheduler : llvm::OptPassGate {
    bool shouldRunPass(llvm::StringRef pass, llvm::StringRef) const override { return pass != "postmisched"; }
    bool isEnabled() const override { return true; }
  } skip;
  llvm::LLVMContext& context = module.getContext();
  llvm::OptPassGate& previous_gate = context.getOptPassGate();
  const bool skips = !post_allocation_scheduler(module) && !previous_gate.isEnabled();
  if (skips) context.setOptPassGate(skip);
  auto restore_gate = llvm::make_scope_exit([&] {
    if (skips) context.setOptPassGate(previous_gate);
  });
  codegen.run(module);
  diagnostics.throw_if_errors("code generation", target);
  return std::vector<uint8_t>(buffer.begin(), buffer.end());
}

}  // namespace

bool post_allocation_scheduler(const llvm::Module& module) {
  return !any_function_marked(module, kPostAllocationSchedulerAttribute, "false");
}

OptimizationLevel ir_pipeline_level(const llvm::Module& module, OptimizationLevel level) {
  if (level == OptimizationLevel::O0 || level == OptimizationLevel::O1) return level;
  return any_function_marked(module, kIrPipelineAttribute, kIrPipelineSimplification) ? OptimizationLevel::O1 : level;
}

std::vector<uint8_t> compile_module_to_object(llvm::Module& module, const TargetId& target,
                                              const CodegenOptions& options) {
  if (!properties(target.architecture).has_vgpr_msb_modes)
    return emit(module, target, options, llvm::CodeGenFileType::ObjectFile);
  // VGPR MSB modes (gfx1250): LLVM 22 may place an s_set_vgpr_msb one instruction too early
  // (lowering/vgpr_msb_repair.h), so the code is generated once, as assembly, repaired where a
  // kernel uses VGPRs above v255, and assembled. (Generating the object first and the assembly
  // only when the object held an s_set_vgpr_msb ran code generation twice for exactly the
  // largest kernels: the GDN WY stage's 1.2 s of its 1.25 s compile.)
  const std::vector<uint8_t> text = emit(module, target, options, llvm::CodeGenFileType::AssemblyFile);
  const VgprMsbRepair repair = repair_vgpr_msb_placement(std::string_view(reinterpret_cast<const char*>(text.data()), text.size()));
  return assemble_object(repair.assembly, target);
}

std::vector<uint8_t> compile_module(llvm::Module& module, const TargetId& target,
                                    const CodegenOptions& options) {
  return link_code_object(compile_module_to_object(module, target, options));
}

std::vector<uint8_t> compile_llvm_ir(std::string_view ir_text, const TargetId& target,
                                     const CodegenOptions& options) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic diagnostic;
  auto module = llvm::parseAssemblyString(llvm::StringRef(ir_text.data(), ir_text.size()),
                                          diagnostic, context);
  if (!module)
    fail("LLVM IR does not parse (line {}, column {}): {}", diagnostic.getLineNo(),
         diagnostic.getColumnNo(), diagnostic.getMessage().str());
  return compile_module(*module, target, options);
}

std::string module_to_assembly(llvm::Module& module, const TargetId& target,
                               const CodegenOptions& options) {
  auto bytes = emit(module, target, options, llvm::CodeGenFileType::AssemblyFile);
  std::string text(bytes.begin(), bytes.end());
  if (properties(target.architecture).has_vgpr_msb_modes) return repair_vgpr_msb_placement(text).assembly;
  return text;
}

}  // namespace gfxtile
