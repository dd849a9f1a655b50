// The DSL GEMM examples (examples/dsl/gemm.cpp, gemm_fp8.cpp, gemm_pipelined.cpp; gemm_tdm.cpp on
// gfx1250) next to the Triton GEMMs of
// ../shared/data/external-kernels, which have the same signature (a, b, c, M, N, K) and tile
// (64x64, BK 32 for bf16), and the gfx1250 Triton GEMMs of tests/data/triton (same tiles;
// Triton 3.6 emits no WMMA there): registers, LDS and occupancy per target, and on the emulator
// for one size the wave-instructions executed, the share of them that are MFMA/WMMA in the
// whole kernel and in its main loop (the hottest innermost loop, emu/profile.h), and the extra
// LDS cycles of bank conflicts in the kernel and in the main loop. Prints a table, then one JSON
// object on the last line.

#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "emu/emulator.h"
#include "emu/timing/timing.h"
#include "examples/dsl/support.h"
#include "hsaco/code_object.h"
#include "hsaco/occupancy.h"
#include "lowering/tile/compile.h"

using namespace gfxtile;

namespace {

struct Subject {
  std::string label, target;
  std::vector<uint8_t> bytes;
  std::string kernel;
  int element_bytes;
  uint32_t dynamic_lds = 0;
  bool triton = false;  // takes two trailing scratch pointers
};

std::vector<uint8_t> read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) fail("cannot read {}", path);
  return {std::istreambuf_iterator<char>(file), {}};
}

uint32_t triton_shared_bytes(const std::string& json_path) {
  const auto bytes = read_file(json_path);
  const std::string text(bytes.begin(), bytes.end());
  const size_t key = text.find("\"shared\"");
  return key == std::string::npos ? 0 : uint32_t(std::stoul(text.substr(text.find(':', key) + 1)));
}

// The main loop's executed wave-instructions by class, as JSON members.
std::string class_counts(const emu::LoopProfile& loop) {
  std::string members;
  for (int c = 0; c < kInstructionClassCount; ++c)
    if (loop.by_class[size_t(c)] != 0)
      members += fmt::format("{}\"{}\":{}", members.empty() ? "" : ",", instruction_class_name(InstructionClass(c)),
                             loop.by_class[size_t(c)]);
  return members;
}

}  // namespace

int main() {
  const int m = 256, n = 256, k = 256;
  std::vector<Subject> subjects;
  for (const char* target_name : {"gfx942", "gfx950", "gfx1250"}) {
    const TargetId target = TargetId::parse(target_name);
    subjects.push_back({"dsl gemm", target_name, compile_kernel(examples::gemm(target)), "gemm", 2});
    subjects.push_back({"dsl gemm_fp8", target_name, compile_kernel(examples::gemm_fp8(target)), "gemm_fp8", 1});
    subjects.push_back({"dsl gemm_pipelined", target_name, compile_kernel(examples::gemm_pipelined(target)),
                        "gemm_pipelined", 2});
    subjects.push_back({"dsl gemm_pipelined_fp8", target_name, compile_kernel(examples::gemm_pipelined_fp8(target)),
                        "gemm_pipelined_fp8", 1});
    if (target.properties().has_tensor_data_mover)  // the TDM-fed GEMM (docs/tdm.md)
      subjects.push_back({"dsl gemm_tdm", target_name, compile_kernel(examples::gemm_tdm(target)), "gemm_tdm", 2});
  }
  const std::string external = std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/";
  struct External {
    const char *target, *file, *kernel;
    int element_bytes;
  };
  const std::string project = std::string(GFXTILE_SOURCE_DIR) + "/tests/data/triton/";
  for (const External& e : {External{"gfx942", "triton_gemm_bf16", "gemm_bf16", 2},
                            External{"gfx950", "triton_gemm_bf16", "gemm_bf16", 2},
                            External{"gfx1250", "triton_gemm_bf16", "gemm_bf16", 2},
                            External{"gfx942", "triton_gemm_fp8fnuz", "gemm_fp8", 1},
                            External{"gfx950", "triton_gemm_fp8", "gemm_fp8", 1},
                            External{"gfx1250", "triton_gemm_fp8", "gemm_fp8", 1}}) {
    const std::string base = (std::string(e.target) == "gfx1250" ? project : external) + e.target + "/" + e.file;
    subjects.push_back({e.file, e.target, read_file(base + ".hsaco"), e.kernel, e.element_bytes,
                        triton_shared_bytes(base + ".json"), true});
  }

  // The timing model's shape: large enough to fill the GPU, modelled from a sample of workgroups.
  const int timed_size = 2048;
  fmt::print("GEMM {}x{}x{} (64x64 tiles, 4 waves) on the emulator; modelled time at {}^3 on each target's default "
             "machine (emu/timing, at least one sampled workgroup per CU)\n\n", m, n, k, timed_size);
  fmt::print("{:<24} {:<8} {:>5} {:>5} {:>5} {:>6} {:>5} {:<10} {:>10} {:>7} {:>9} {:>6} {:>7} {:>9} {:>9} {:>9} {:>8} {:>7}\n", "kernel",
             "target", "vgpr", "agpr", "sgpr", "lds B", "waves", "limit", "wave instr", "matrix", "conflicts", "loop",
             "matrix", "loop instr", "conflicts", "model us", "TFLOP/s", "of peak");
  fmt::print("{:<24} {:<8} {:>5} {:>5} {:>5} {:>6} {:>5} {:<10} {:>10} {:>7} {:>9} {:>6} {:>7} {:>9} {:>9} {:>9} {:>8} {:>7}\n", "", "", "",
             "", "", "", "/SIMD", "", "(kernel)", "", "", "length", "(loop)", "executed", "(loop)", "", "", "(bf16)");
  std::string json = fmt::format("{{\"benchmark\":\"gemm\",\"m\":{},\"n\":{},\"k\":{},\"kernels\":[", m, n, k);
  bool first = true;
  for (const Subject& subject : subjects) {
    const CodeObject object = CodeObject::parse(subject.bytes);
    const KernelMetadata& metadata = object.kernel(subject.kernel).metadata;
    const TargetProperties& properties = TargetId::parse(subject.target).properties();
    const Occupancy occupancy = compute_occupancy(metadata, properties, 0, static_cast<int>(subject.dynamic_lds));
    emu::Emulator emulator;
    const emu::Kernel loaded = emulator.load(object, subject.kernel);
    const uint64_t a = emulator.memory().allocate(size_t(m) * k * subject.element_bytes);
    const uint64_t b = emulator.memory().allocate(size_t(k) * n * subject.element_bytes);
    const uint64_t c = emulator.memory().allocate(size_t(m) * n * 4);
    std::vector<emu::ArgumentValue> arguments = {emu::ArgumentValue::pointer(a), emu::ArgumentValue::pointer(b),
                                                 emu::ArgumentValue::pointer(c), emu::ArgumentValue::i32(m),
                                                 emu::ArgumentValue::i32(n), emu::ArgumentValue::i32(k)};
    if (subject.triton) arguments.insert(arguments.end(), {emu::ArgumentValue::pointer(0), emu::ArgumentValue::pointer(0)});
    emu::Launch launch;
    launch.grid = {uint32_t((m + 63) / 64), uint32_t((n + 63) / 64), 1};
    launch.block = {uint32_t(4 * properties.wave_size), 1, 1};
    launch.dynamic_lds_bytes = subject.dynamic_lds;
    launch.profile = true;
    const emu::DispatchResult result = emulator.dispatch(loaded, launch, arguments);
    if (!result.ok()) fail("{} on {}: {}", subject.label, subject.target, result.fault->to_string());
    const uint64_t total = result.statistics.wave_instructions();
    const uint64_t matrix = result.statistics.instructions[static_cast<size_t>(InstructionClass::matrix)];
    const double share = total ? double(matrix) / double(total) : 0;
    const uint64_t lds = metadata.group_segment_fixed_size + subject.dynamic_lds;
    const emu::LoopProfile loop = emu::main_loop(loaded.program(), result.profile).value_or(emu::LoopProfile{});
    // Modelled time at the larger shape (a fresh emulator: the sample's buffers are large).
    emu::timing::TimingReport timing;
    {
      emu::Emulator timed_emulator;
      const emu::Kernel timed_kernel = timed_emulator.load(object, subject.kernel);
      const size_t t = size_t(timed_size);
      std::vector<emu::ArgumentValue> timed_arguments = {
          emu::ArgumentValue::pointer(timed_emulator.memory().allocate(t * t * subject.element_bytes)),
          emu::ArgumentValue::pointer(timed_emulator.memory().allocate(t * t * subject.element_bytes)),
          emu::ArgumentValue::pointer(timed_emulator.memory().allocate(t * t * 4)), emu::ArgumentValue::i32(timed_size),
          emu::ArgumentValue::i32(timed_size), emu::ArgumentValue::i32(timed_size)};
      if (subject.triton) timed_arguments.insert(timed_arguments.end(), {emu::ArgumentValue::pointer(0), emu::ArgumentValue::pointer(0)});
      emu::Launch timed_launch = launch;
      timed_launch.grid = {uint32_t(timed_size / 64), uint32_t(timed_size / 64), 1};
      timed_launch.profile = false;
      timed_launch.host_threads = 2;
      emu::timing::TimingOptions options;
      options.max_traced_workgroups = 64;  // at least a workgroup per CU of the machine
      options.at_least_minimum_sample = true;
      options.skip_untraced = true;
      const emu::timing::TimedDispatch timed = emu::timing::dispatch_timed(timed_emulator, timed_kernel, timed_launch, timed_arguments, options);
      if (!timed.dispatch.ok()) fail("{} on {} (timed): {}", subject.label, subject.target, timed.dispatch.fault->to_string());
      timing = timed.timing;
    }
    fmt::print("{:<24} {:<8} {:>5} {:>5} {:>5} {:>6} {:>5} {:<10} {:>10} {:>6.1f}% {:>9} {:>6} {:>6.1f}% {:>9} {:>9} {:>9.1f} {:>8.1f} {:>6.1f}%\n",
               subject.label, subject.target, metadata.vgpr_count, metadata.agpr_count, metadata.sgpr_count, lds,
               occupancy.waves_per_simd, occupancy.limited_by, total, 100 * share,
               result.statistics.lds_bank_conflicts, loop.static_instructions,
               100 * loop.share(InstructionClass::matrix), loop.wave_instructions, loop.bank_conflicts, timing.device_us,
               timing.tflops, 100 * timing.tflops / timing.bf16_peak_tflops);
    json += fmt::format("{}{{\"kernel\":\"{}\",\"target\":\"{}\",\"vgprs\":{},\"agprs\":{},\"sgprs\":{},\"lds_bytes\":{},"
                        "\"waves_per_simd\":{},\"limited_by\":\"{}\",\"wave_instructions\":{},\"matrix_share\":{:.4f},"
                        "\"lds_bank_conflicts\":{},\"main_loop\":{{\"instructions\":{},\"matrix_instructions\":{},"
                        "\"wave_instructions\":{},\"matrix_share\":{:.4f},\"lds_bank_conflicts\":{},\"by_class\":{{{}}}}},"
                        "\"timing\":{}}}",
                        first ? "" : ",", subject.label, subject.target, metadata.vgpr_count, metadata.agpr_count,
                        metadata.sgpr_count, lds, occupancy.waves_per_simd, occupancy.limited_by, total, share,
                        result.statistics.lds_bank_conflicts, loop.static_instructions,
                        loop.static_by_class[size_t(InstructionClass::matrix)], loop.wave_instructions,
                        loop.share(InstructionClass::matrix), loop.bank_conflicts, class_counts(loop), timing.to_json());
    first = false;
  }
  fmt::print("{}]}}\n", json);
  return 0;
}
