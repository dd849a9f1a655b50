// The HC site (kernels/hc) at Qwen's shape (K = 10240, d = 2560, R = 320) for M = 1, 24, 96, 128
// and 2048 on gfx942, gfx950 and gfx1250, on the emulator: per kernel of mix (down, [reduce], up) + combine the
// wave-instructions executed, the matrix-instruction share, the global bytes moved against the
// site's minimum (weights once, X read, branch input / alpha written; combine: X, y read, X'
// written) and the HBM roofline time of that minimum, VGPRs / AGPRs / LDS / occupancy / spills
// from the code object, LDS bank conflicts. Prints a table, then one JSON object on the last line.
//
//   ./bench/hc_bench [--quick | --decode] [--detail]   (--quick: M = 1 and 24 only; --decode: M <= 128;
//                                                     --detail: each kernel's timing report)
//
// Modelled time: every kernel's dispatch through the timing model (emu/timing/timing.h) on the
// target's default machine (MI300X, MI355X, CDNA5; one workgroup in k of a grid traced, at
// least one per CU (emu::timing::minimum_sample), the others run untraced), summed over the
// site's kernels ("modelled us"; launch overheads apart).
// TRITON BASELINE: bench/hc_triton_baseline.py replays the five-kernel Triton site of
// ../shared/data/peers/hc-triton-perf (M = 1, 24, 96, 128) through `gfxtile run` and prints its
// counts in the same units; PLACE FOR IT HERE: once the generic replay library lands, read those
// launches in C++ and fill the JSON field "triton_baseline" (null now) beside each site.
#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "hsaco/code_object.h"
#include "hsaco/occupancy.h"
#include "kernels/hc/kernels.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;
using namespace gfxtile::hc;

namespace {

// HBM bandwidth used for the roofline: MI300X 5.3 TB/s, MI355X 8 TB/s (notes/hc.md's figure);
// gfx1250 has no published figure here: 8 TB/s assumed, marked in the output.
double hbm_bytes_per_us(Architecture architecture) {
  return architecture == Architecture::gfx942 ? 5.3e6 : 8.0e6;
}

struct Row {
  std::string target, kernel;
  int64_t tokens = 0;
  uint64_t wave_instructions = 0, matrix = 0, bytes_read = 0, bytes_written = 0, conflicts = 0;
  uint64_t vgprs = 0, agprs = 0, lds = 0, spills = 0;
  int waves_per_simd = 0;
  std::string limited_by;
  double modelled_us = 0, launch_overhead_us = 0;
  std::string machine, bound, report;
};

Row run(testing::EmulatedDevice& device, const Kernel& kernel, emu::Dim3 grid, const std::vector<emu::ArgumentValue>& arguments,
        int64_t tokens) {
  const std::vector<uint8_t> bytes = compile_kernel(kernel);
  const CodeObject object = CodeObject::parse(bytes);
  const KernelMetadata& metadata = object.kernel(kernel.name).metadata;
  const Occupancy occupancy = compute_occupancy(metadata, kernel.target.properties(), kernel.workgroup_size());
  device.launch(kernel, testing::DispatchShape{.grid = grid}, arguments);
  const emu::Statistics& s = device.last_statistics;
  Row row;
  row.target = std::string(kernel.target.name()), row.kernel = kernel.name, row.tokens = tokens;
  row.wave_instructions = s.wave_instructions();
  row.matrix = s.instructions[static_cast<size_t>(InstructionClass::matrix)];
  row.bytes_read = s.global_bytes_read, row.bytes_written = s.global_bytes_written, row.conflicts = s.lds_bank_conflicts;
  row.vgprs = metadata.vgpr_count, row.agprs = metadata.agpr_count, row.lds = metadata.group_segment_fixed_size;
  row.spills = metadata.vgpr_spill_count + metadata.sgpr_spill_count;
  row.waves_per_simd = occupancy.waves_per_simd, row.limited_by = std::string(occupancy.limited_by);
  row.modelled_us = device.last_timing.device_us, row.launch_overhead_us = device.last_timing.launch_overhead_us;
  row.machine = device.last_timing.machine, row.bound = device.last_timing.bound;
  row.report = device.last_timing.to_string();
  return row;
}

// One site: mix (down, up) and combine, on zeroed inputs (the kernels have no data-dependent
// control flow, so the counts do not depend on the values).
std::vector<Row> site(const TargetId& target, int64_t tokens) {
  const Shape shape{.tokens = tokens, .width = 2560, .rank = 320};
  const MixConfig config = mix_config(shape, target);
  const int64_t depth = shape.depth(), rank_rows = padded_rank(shape.rank);
  testing::EmulatedDevice device;
  device.check_hazards = false;
  emu::timing::TimingOptions timing;
  timing.max_traced_workgroups = 64;  // at least a workgroup per CU of the machine
  timing.at_least_minimum_sample = true;
  device.timing = timing;
  auto zeros = [&](size_t bytes) {
    const uint64_t address = device.allocate(bytes);
    std::vector<uint8_t> zero(bytes, 0);
    device.emulator().memory().copy_to_device(address, zero.data(), bytes);
    return testing::pointer(address);
  };
  const auto x = zeros(size_t(tokens * depth * 2)), ss = zeros(size_t(tokens * 16));
  const auto down_inject = zeros(size_t(rank_rows * depth * 2)), up = zeros(size_t(depth * shape.rank * 2));
  const auto norm = zeros(size_t(depth * 2)), partials = zeros(size_t(config.splits * tokens * rank_rows * 4));
  const auto branch = zeros(size_t(tokens * shape.width * 2)), alpha = zeros(size_t(tokens * 16));
  const auto out = zeros(size_t(tokens * depth * 2));
  const auto m = testing::integer(static_cast<int32_t>(tokens));
  std::vector<Row> rows;
  rows.push_back(run(device, mix_down(target, shape, config),
                     {uint32_t(config.n_tiles), uint32_t(config.splits), uint32_t(config.m_tiles)},
                     {x, ss, down_inject, norm, partials, m}, tokens));
  if (config.separate_reduce) {
    const auto activations = zeros(size_t(tokens * shape.rank * 2));
    rows.push_back(run(device, mix_reduce(target, shape, config), {uint32_t(tokens), 1, 1}, {partials, activations, alpha, m}, tokens));
    rows.push_back(run(device, mix_up(target, shape, config), {uint32_t(config.unit_blocks), uint32_t(config.m_tiles), 1},
                       {x, ss, activations, up, norm, branch, m}, tokens));
  } else {
    rows.push_back(run(device, mix_up(target, shape, config), {uint32_t(config.unit_blocks), uint32_t(config.m_tiles), 1},
                       {x, ss, partials, up, norm, branch, alpha, m}, tokens));
  }
  rows.push_back(run(device, combine(target, shape.width, false), {uint32_t(tokens), uint32_t(kStreams), 1},
                     {x, branch, alpha, out, ss}, tokens));
  return rows;
}

// The least a site must move: the model's weights once (W_down, W_up, W_inj, w), X read by the
// mix, the branch input and alpha written; the combine reads X, y, alpha and writes X' and ss.
uint64_t minimum_bytes(int64_t tokens) {
  const int64_t d = 2560, depth = 4 * d, rank = 320;
  const int64_t weights = (rank * depth + depth * rank + 4 * depth + depth) * 2;
  const int64_t mix = tokens * (depth * 2 + 16 + d * 2 + 16);
  const int64_t combine = tokens * (depth * 2 + d * 2 + 16 + depth * 2 + 16);
  return uint64_t(weights + mix + combine);
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<int64_t> token_counts = {1, 24, 96, 128, 2048};
  bool detail = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--quick") == 0) token_counts = {1, 24};
    if (std::strcmp(argv[i], "--decode") == 0) token_counts = {1, 24, 96, 128};
    if (std::strcmp(argv[i], "--detail") == 0) detail = true;
  }
  fmt::print("HC site, K = 10240, d = 2560, R = 320 (mix = down + up, then combine); emulator counts\n");
  fmt::print("{:<8} {:>5} {:<34} {:>11} {:>7} {:>11} {:>10} {:>5} {:>5} {:>6} {:>5} {:>6} {:>9}\n", "target", "M", "kernel",
             "wave instr", "matrix", "read B", "written B", "vgpr", "agpr", "lds B", "waves", "spills", "conflicts");
  std::string json = "{\"benchmark\":\"hc\",\"shape\":{\"K\":10240,\"d\":2560,\"R\":320},\"sites\":[";
  std::string summary;
  bool first = true;
  for (const char* name : {"gfx942", "gfx950", "gfx1250"}) {
    const TargetId target = TargetId::parse(name);
    for (int64_t tokens : token_counts) {
      const std::vector<Row> rows = site(target, tokens);
      uint64_t moved = 0, instructions = 0, matrix = 0;
      double modelled_us = 0, overhead_us = 0;
      std::string kernels;
      for (const Row& row : rows) {
        fmt::print("{:<8} {:>5} {:<34} {:>11} {:>6.1f}% {:>11} {:>10} {:>5} {:>5} {:>6} {:>5} {:>6} {:>9}\n", row.target,
                   row.tokens, row.kernel, row.wave_instructions, 100.0 * double(row.matrix) / double(row.wave_instructions),
                   row.bytes_read, row.bytes_written, row.vgprs, row.agprs, row.lds, row.waves_per_simd, row.spills, row.conflicts);
        if (detail) fmt::print("{}\n", row.report);
        moved += row.bytes_read + row.bytes_written, instructions += row.wave_instructions, matrix += row.matrix;
        modelled_us += row.modelled_us, overhead_us += row.launch_overhead_us;
        kernels += fmt::format("{}{{\"kernel\":\"{}\",\"wave_instructions\":{},\"matrix_instructions\":{},\"bytes_read\":{},"
                               "\"bytes_written\":{},\"vgprs\":{},\"agprs\":{},\"lds_bytes\":{},\"waves_per_simd\":{},"
                               "\"limited_by\":\"{}\",\"spills\":{},\"lds_bank_conflicts\":{},\"modelled_us\":{:.3f},"
                               "\"machine\":\"{}\",\"bound\":\"{}\"}}",
                               kernels.empty() ? "" : ",", row.kernel, row.wave_instructions, row.matrix, row.bytes_read,
                               row.bytes_written, row.vgprs, row.agprs, row.lds, row.waves_per_simd, row.limited_by,
                               row.spills, row.conflicts, row.modelled_us, row.machine, row.bound);
      }
      const uint64_t minimum = minimum_bytes(tokens);
      const double roofline_us = double(minimum) / hbm_bytes_per_us(target.architecture);
      const double moved_us = double(moved) / hbm_bytes_per_us(target.architecture);
      summary += fmt::format("{:<8} {:>5} {:>11} {:>7.1f}% {:>12} {:>12} {:>6.2f}x {:>9.2f} {:>9.2f}{} {:>12}\n", name, tokens,
                             instructions, 100.0 * double(matrix) / double(instructions), moved, minimum,
                             double(moved) / double(minimum), roofline_us, moved_us,
                             target.architecture == Architecture::gfx1250 ? "*" : " ",
                             fmt::format("{:.2f} (+{:.1f} launch)", modelled_us, overhead_us));
      json += fmt::format("{}{{\"target\":\"{}\",\"M\":{},\"wave_instructions\":{},\"matrix_instructions\":{},"
                          "\"bytes_moved\":{},\"minimum_bytes\":{},\"roofline_us\":{:.3f},\"modelled_us\":{:.3f},"
                          "\"launch_overhead_us\":{:.3f},\"triton_baseline\":null,\"kernels\":[{}]}}",
                          first ? "" : ",", name, tokens, instructions, matrix, moved, minimum, roofline_us, modelled_us,
                          overhead_us, kernels);
      first = false;
    }
  }
  fmt::print("\nper site (mix + combine)\n{:<8} {:>5} {:>11} {:>8} {:>12} {:>12} {:>7} {:>9} {:>10} {:>12}\n", "target", "M",
             "wave instr", "matrix", "moved B", "minimum B", "ratio", "roof us", "moved us", "modelled us");
  fmt::print("{}", summary);
  fmt::print("(roof us: the minimum bytes at HBM bandwidth, 5.3 TB/s gfx942, 8 TB/s gfx950; * gfx1250 assumed 8 TB/s.\n"
             " moved us: the bytes the emulator counted at that bandwidth, caches ignored.\n"
             " Triton baseline: python3 bench/hc_triton_baseline.py build/release/tools/gfxtile)\n");
  fmt::print("{}]}}\n", json);
  return 0;
}
