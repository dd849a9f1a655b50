#include "hsaco/report.h"

#include <fmt/format.h>

#include "hsaco/occupancy.h"

namespace gfxtile {
namespace {

template <typename... Args>
void append_line(std::string& out, fmt::format_string<Args...> format, Args&&... args) {
  out += fmt::format(format, std::forward<Args>(args)...);
  out += '\n';
}

}  // namespace

InstructionHistogram histogram(const std::vector<DisassembledInstruction>& instructions) {
  InstructionHistogram counts{};
  for (const auto& instruction : instructions)
    if (instruction.valid) ++counts[static_cast<int>(classify_instruction(instruction.mnemonic))];
  return counts;
}

std::string format_report(const CodeObject& object, const ReportOptions& options) {
  std::string out;
  const TargetProperties& target = object.target().properties();
  append_line(out, "code object: target {}, code object v{}, {} kernel(s)", object.target().to_string(),
       object.code_object_version(), object.kernels().size());
  std::unique_ptr<Disassembler> disassembler;
  if (options.listing) disassembler = std::make_unique<Disassembler>(object.target());
  for (const KernelCode& kernel : object.kernels()) {
    const KernelMetadata& m = kernel.metadata;
    const Occupancy occupancy = compute_occupancy(m, target);
    append_line(out, "");
    append_line(out, "kernel {}", kernel.name);
    append_line(out, "  target       {}", object.target().to_string());
    append_line(out, "  wave size    {}", m.wavefront_size);
    append_line(out, "  max workgroup {}", m.max_flat_workgroup_size);
    append_line(out, "  VGPRs {}  AGPRs {}  SGPRs {}", m.vgpr_count, m.agpr_count, m.sgpr_count);
    append_line(out, "  LDS {} bytes  scratch {} bytes/lane", m.group_segment_fixed_size, m.private_segment_fixed_size);
    append_line(out, "  spills       {} SGPR, {} VGPR", m.sgpr_spill_count, m.vgpr_spill_count);
    append_line(out, "  occupancy    {} waves/SIMD (limited by {}; VGPRs allow {}, SGPRs {}, LDS {})",
         occupancy.waves_per_simd, occupancy.limited_by, occupancy.waves_by_vgprs,
         occupancy.waves_by_sgprs, occupancy.waves_by_lds);
    append_line(out, "  code         {:#x}, {} bytes", kernel.code_address, kernel.code_size);
    const KernelDescriptor& d = kernel.descriptor;
    append_line(out, "  descriptor   rsrc1 {:#010x} rsrc2 {:#010x} rsrc3 {:#010x} properties {:#06x}", d.compute_pgm_rsrc1,
                d.compute_pgm_rsrc2, d.compute_pgm_rsrc3, d.kernel_code_properties);
    append_line(out, "               user SGPRs {} (kernarg ptr {}, dispatch ptr {}, queue ptr {}), workgroup ids {}{}{}, "
                "work-item ids {}, accum offset {}, float denorm f32 {} f16/f64 {}",
                d.user_sgpr_count, d.enable_kernarg_segment_ptr ? "yes" : "no", d.enable_dispatch_ptr ? "yes" : "no",
                d.enable_queue_ptr ? "yes" : "no", d.enable_workgroup_id_x ? "x" : "", d.enable_workgroup_id_y ? "y" : "",
                d.enable_workgroup_id_z ? "z" : "", d.enable_vgpr_workitem_id == 0 ? "x" : d.enable_vgpr_workitem_id == 1 ? "x,y" : "x,y,z",
                d.accum_offset, d.float_denorm_mode_32, d.float_denorm_mode_16_64);
    append_line(out, "  kernarg segment {} bytes; arguments:", m.kernarg_segment_size);
    append_line(out, "    {:>6} {:>5}  {:<28} {}", "offset", "size", "kind", "name");
    for (const KernelArgument& argument : m.arguments)
      append_line(out, "    {:>6} {:>5}  {:<28} {}", argument.offset, argument.size, argument.value_kind,
           argument.name.empty() ? "-" : argument.name);
    if (!options.listing) continue;
    auto instructions = disassembler->decode_all(object.code(kernel), kernel.code_address);
    append_line(out, "  listing:");
    for (const auto& instruction : instructions)
      append_line(out, "    {:08x}  {}", instruction.address, instruction.text);
    auto counts = histogram(instructions);
    append_line(out, "  instructions by class ({} total):", instructions.size());
    for (int i = 0; i < kInstructionClassCount; ++i)
      if (counts[i] > 0) append_line(out, "    {:<12} {}", instruction_class_name(static_cast<InstructionClass>(i)), counts[i]);
  }
  return out;
}

}  // namespace gfxtile
