#include "lowering/assembler.h"

#include <memory>
#include <string>

#include <llvm/MC/MCAsmBackend.h>
#include <llvm/MC/MCAsmInfo.h>
#include <llvm/MC/MCCodeEmitter.h>
#include <llvm/MC/MCContext.h>
#include <llvm/MC/MCInstrInfo.h>
#include <llvm/MC/MCObjectFileInfo.h>
#include <llvm/MC/MCObjectWriter.h>
#include <llvm/MC/MCParser/MCAsmParser.h>
#include <llvm/MC/MCParser/MCTargetAsmParser.h>
#include <llvm/MC/MCRegisterInfo.h>
#include <llvm/MC/MCStreamer.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/MCTargetOptions.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Triple.h>

#include "core/error.h"
#include "lowering/linker.h"
#include "hsaco/llvm_target.h"

namespace gfxtile {

std::vector<uint8_t> assemble_object(std::string_view source, const TargetId& target) {
  const llvm::Target& llvm_target = amdgpu_llvm_target();
  const llvm::Triple triple(kAmdgpuTriple);
  llvm::SourceMgr sources;
  sources.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(source.data(), source.size()), "kernel.s"),
      llvm::SMLoc());
  std::string messages;
  llvm::raw_string_ostream message_stream(messages);
  bool has_errors = false;
  auto record = [&](const llvm::SMDiagnostic& diagnostic) {
    if (diagnostic.getKind() == llvm::SourceMgr::DK_Error) has_errors = true;
    diagnostic.print("kernel.s", message_stream, /*ShowColors=*/false);
  };
  sources.setDiagHandler(
      [](const llvm::SMDiagnostic& diagnostic, void* context) {
        (*static_cast<decltype(record)*>(context))(diagnostic);
      },
      &record);

  llvm::MCTargetOptions mc_options;
  std::unique_ptr<llvm::MCRegisterInfo> registers(llvm_target.createMCRegInfo(triple));
  std::unique_ptr<llvm::MCAsmInfo> asm_info(llvm_target.createMCAsmInfo(*registers, triple, mc_options));
  std::unique_ptr<llvm::MCInstrInfo> instructions(llvm_target.createMCInstrInfo());
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget(llvm_target.createMCSubtargetInfo(
      triple, std::string(target.name()), target.llvm_features()));
  llvm::MCContext context(triple, asm_info.get(), registers.get(), subtarget.get(), &sources,
                          &mc_options);
  context.setDiagnosticHandler([&](const llvm::SMDiagnostic& diagnostic, bool, const llvm::SourceMgr&,
                                   std::vector<const llvm::MDNode*>&) { record(diagnostic); });
  std::unique_ptr<llvm::MCObjectFileInfo> file_info(
      llvm_target.createMCObjectFileInfo(context, /*PIC=*/true));
  context.setObjectFileInfo(file_info.get());

  llvm::SmallVector<char, 0> buffer;
  llvm::raw_svector_ostream stream(buffer);
  std::unique_ptr<llvm::MCAsmBackend> backend(
      llvm_target.createMCAsmBackend(*subtarget, *registers, mc_options));
  auto writer = backend->createObjectWriter(stream);
  std::unique_ptr<llvm::MCCodeEmitter> emitter(llvm_target.createMCCodeEmitter(*instructions, context));
  std::unique_ptr<llvm::MCStreamer> streamer(llvm_target.createMCObjectStreamer(
      triple, context, std::move(backend), std::move(writer), std::move(emitter), *subtarget));
  std::unique_ptr<llvm::MCAsmParser> parser(
      llvm::createMCAsmParser(sources, context, *streamer, *asm_info));
  std::unique_ptr<llvm::MCTargetAsmParser> target_parser(
      llvm_target.createMCAsmParser(*subtarget, *parser, *instructions, mc_options));
  if (!target_parser) fail("LLVM has no AMDGPU assembly parser");
  parser->setTargetParser(*target_parser);
  bool failed = parser->Run(/*NoInitialTextSection=*/false);
  if (failed || has_errors)
    fail("assembling for {} failed:\n{}", target.to_string(), messages);
  return std::vector<uint8_t>(buffer.begin(), buffer.end());
}

std::vector<uint8_t> assemble_code_object(std::string_view source, const TargetId& target) {
  return link_code_object(assemble_object(source, target));
}

}  // namespace gfxtile
