// GDN prefill stages on the emulator at the shapes (16384 tokens as 1 x 16384 and
// 8 x 2048; H = 16, HV = 32 and H = 4, HV = 8), per target: registers, LDS, occupancy, spills,
// wave-instructions, the matrix-instruction share, bytes moved against the minimum, LDS bank
// conflicts. Every (key head, value head) pair does the same work, so the emulator runs one key
// head (GVA 2: HV = 2) and the counts are scaled by H (exact for counts); registers and
// occupancy are those of the kernel built for the full shape. The modelled time column is left
// for the timing model (not on this branch): "-" until the lead fills it in at merge.
// `gdn_bench --quick` runs 2048 tokens only (1 x 2048 and 8 x 256). Prints a table, then one
// JSON object on the last line.
#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "hsaco/code_object.h"
#include "hsaco/occupancy.h"
#include "kernels/gdn/chunk_h.h"
#include "kernels/gdn/chunk_o.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;
using namespace gfxtile::gdn;

namespace {

constexpr int K = kHeadDim, V = kHeadDim;

struct Shape {
  std::string name;  // "1x16384 H16/HV32"
  int sequences, length, key_heads, value_heads;
  int64_t tokens() const { return int64_t(sequences) * length; }
  int64_t chunks() const { return int64_t(sequences) * ((length + kChunk - 1) / kChunk); }
};

struct StageResult {
  std::string stage, target, shape;
  KernelMetadata metadata;
  Occupancy occupancy;
  uint64_t lds_bytes = 0, wave_instructions = 0, matrix_instructions = 0, bank_conflicts = 0;
  uint64_t bytes_moved = 0, minimum_bytes = 0;
};

std::vector<int32_t> offsets(const Shape& shape, bool chunks) {
  std::vector<int32_t> values{0};
  const int step = chunks ? (shape.length + kChunk - 1) / kChunk : shape.length;
  for (int s = 0; s < shape.sequences; ++s) values.push_back(values.back() + step);
  return values;
}

// What the emulator counted for the one-key-head run, scaled to the full shape.
StageResult finish(const std::string& stage, const TargetId& target, const Shape& shape, const Kernel& full,
                   const emu::Statistics& statistics, uint64_t minimum_bytes) {
  StageResult r{stage, std::string(target.name()), shape.name};
  const std::vector<uint8_t> bytes = compile_kernel(full);
  const CodeObject object = CodeObject::parse(bytes);
  r.metadata = object.kernels().front().metadata;
  r.occupancy = compute_occupancy(r.metadata, target.properties(), full.workgroup_size());
  r.lds_bytes = r.metadata.group_segment_fixed_size;
  const uint64_t scale = uint64_t(shape.key_heads);
  r.wave_instructions = statistics.wave_instructions() * scale;
  r.matrix_instructions = statistics.instructions[size_t(InstructionClass::matrix)] * scale;
  r.bank_conflicts = statistics.lds_bank_conflicts * scale;
  r.bytes_moved = (statistics.global_bytes_read + statistics.global_bytes_written) * scale;
  r.minimum_bytes = minimum_bytes;
  return r;
}

// Stage 5: chunk_h (the recurrence), every sequence starting from a pool state.
StageResult bench_chunk_h(const TargetId& target, const Shape& shape) {
  const int HV = 2, H = 1, N = shape.sequences;
  const int64_t T = shape.tokens(), C = shape.chunks();
  testing::EmulatedDevice device;
  testing::Random random(1);
  auto bf16_tensor = [&](size_t count) {
    std::vector<uint16_t> values(count);
    for (auto& v : values) v = testing::to_bf16(random.uniform(-0.1f, 0.1f));
    return device.upload(values);
  };
  const uint64_t k = bf16_tensor(T * H * K), w = bf16_tensor(T * HV * K), u = bf16_tensor(T * HV * V);
  std::vector<float> gates(T * HV);
  for (auto& g : gates) g = random.uniform(-0.5f, -0.01f);
  const uint64_t G = device.upload(gates);
  const uint64_t h = device.allocate(C * HV * K * V * 2), v_new = device.allocate(T * HV * V * 2);
  const uint64_t pool = device.upload(std::vector<float>(size_t(N) * HV * K * V, 0.01f));
  std::vector<int32_t> slots(N);
  for (int s = 0; s < N; ++s) slots[s] = s;
  const uint64_t cu = device.upload(offsets(shape, false)), chunk_offsets = device.upload(offsets(shape, true));
  const uint64_t write = device.upload(slots), read = device.upload(slots);
  const uint64_t has = device.upload(std::vector<int32_t>(N, 1));
  ChunkHParameters parameters{.key_heads = H, .value_heads = HV};
  parameters.config = chunk_h_config(target, N, shape.value_heads);
  using testing::pointer;
  device.launch(chunk_h(target, parameters),
                testing::DispatchShape{.grid = {uint32_t(V / parameters.config.block_v), uint32_t(N), uint32_t(HV)}},
                {pointer(k), pointer(w), pointer(u), pointer(G), pointer(h), pointer(v_new), pointer(pool), pointer(cu),
                 pointer(chunk_offsets), pointer(write), pointer(read), pointer(has)});
  ChunkHParameters full{.key_heads = shape.key_heads, .value_heads = shape.value_heads};
  full.config = chunk_h_config(target, N, shape.value_heads);
  const int64_t FH = shape.key_heads, FHV = shape.value_heads;
  const uint64_t minimum = uint64_t(T * FH * K * 2 + T * FHV * (K + V) * 2 + T * FHV * 4 +  // k, w, u, G
                                    C * FHV * K * V * 2 + T * FHV * V * 2 +                // h, v_new
                                    2 * int64_t(N) * FHV * K * V * 4);                      // state in and out
  return finish("chunk_h", target, shape, chunk_h(target, full), device.last_statistics, minimum);
}

// Stages 6-7: chunk_o (output + gated RMSNorm).
StageResult bench_chunk_o(const TargetId& target, const Shape& shape) {
  const int HV = 2, H = 1, N = shape.sequences;
  const int64_t T = shape.tokens(), C = shape.chunks();
  testing::EmulatedDevice device;
  testing::Random random(2);
  auto bf16_tensor = [&](size_t count) {
    std::vector<uint16_t> values(count);
    for (auto& v : values) v = testing::to_bf16(random.uniform(-0.1f, 0.1f));
    return device.upload(values);
  };
  const uint64_t q = bf16_tensor(T * H * K), k = bf16_tensor(T * H * K), v_new = bf16_tensor(T * HV * V);
  const uint64_t h = bf16_tensor(C * HV * K * V), z = bf16_tensor(T * HV * V), weight = bf16_tensor(V);
  std::vector<float> gates(T * HV);
  for (auto& g : gates) g = random.uniform(-2.0f, 0.0f);
  const uint64_t G = device.upload(gates), y = device.allocate(T * HV * V * 2);
  std::vector<int32_t> table;
  for (int s = 0; s < N; ++s)
    for (int t0 = 0; t0 < shape.length; t0 += kChunk) table.insert(table.end(), {s, s * shape.length + t0, std::min(kChunk, shape.length - t0)});
  const uint64_t table_address = device.upload(table), slots = device.upload(std::vector<int32_t>(N, 0));
  ChunkOParameters parameters{.key_heads = H, .value_heads = HV, .config = chunk_o_config(target)};
  using testing::pointer;
  device.launch(chunk_o(target, parameters), testing::DispatchShape{.grid = {uint32_t(C), uint32_t(HV), 1}},
                {pointer(q), pointer(k), pointer(v_new), pointer(h), pointer(z), pointer(weight), pointer(G), pointer(y),
                 pointer(table_address), pointer(slots)});
  ChunkOParameters full{.key_heads = shape.key_heads, .value_heads = shape.value_heads, .config = chunk_o_config(target)};
  const int64_t FH = shape.key_heads, FHV = shape.value_heads;
  const uint64_t minimum = uint64_t(2 * T * FH * K * 2 + 3 * T * FHV * V * 2 +  // q, k; v_new, z, y
                                    C * FHV * K * V * 2 + T * FHV * 4 + V * 2);  // h, G, weight
  return finish("chunk_o", target, shape, chunk_o(target, full), device.last_statistics, minimum);
}

}  // namespace

int main(int argc, char** argv) {
  const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
  const int tokens = quick ? 2048 : 16384;
  std::vector<Shape> shapes;
  for (auto [H, HV] : {std::pair{16, 32}, {4, 8}})
    for (int sequences : {1, 8})
      shapes.push_back({fmt::format("{}x{} H{}/HV{}", sequences, tokens / sequences, H, HV), sequences,
                        tokens / sequences, H, HV});
  std::vector<StageResult> results;
  for (const char* name : {"gfx942", "gfx950", "gfx1250"}) {
    const TargetId target = TargetId::parse(name);
    for (const Shape& shape : shapes) {
      results.push_back(bench_chunk_h(target, shape));
      results.push_back(bench_chunk_o(target, shape));
    }
  }
  fmt::print("GDN prefill stages on the emulator ({} tokens; counts of one key head scaled by H)\n\n", tokens);
  fmt::print("{:<8} {:<8} {:<18} {:>4} {:>4} {:>4} {:>6} {:>5} {:<10} {:>6} {:>12} {:>7} {:>9} {:>7} {:>10}\n", "stage",
             "target", "shape", "vgpr", "agpr", "sgpr", "lds B", "waves", "limit", "spills", "wave instr", "matrix",
             "conflicts", "bytes/min", "modelled us");
  std::string json = fmt::format("{{\"benchmark\":\"gdn_prefill\",\"tokens\":{},\"stages\":[", tokens);
  bool first = true;
  for (const StageResult& r : results) {
    const double share = r.wave_instructions ? double(r.matrix_instructions) / double(r.wave_instructions) : 0;
    const double traffic = r.minimum_bytes ? double(r.bytes_moved) / double(r.minimum_bytes) : 0;
    const uint64_t spills = r.metadata.vgpr_spill_count + r.metadata.sgpr_spill_count;
    fmt::print("{:<8} {:<8} {:<18} {:>4} {:>4} {:>4} {:>6} {:>5} {:<10} {:>6} {:>12} {:>6.2f}% {:>9} {:>7.2f}x {:>10}\n",
               r.stage, r.target, r.shape, r.metadata.vgpr_count, r.metadata.agpr_count, r.metadata.sgpr_count,
               r.lds_bytes, r.occupancy.waves_per_simd, r.occupancy.limited_by, spills, r.wave_instructions, 100 * share,
               r.bank_conflicts, traffic, "-");
    json += fmt::format("{}{{\"stage\":\"{}\",\"target\":\"{}\",\"shape\":\"{}\",\"vgprs\":{},\"agprs\":{},\"sgprs\":{},"
                        "\"lds_bytes\":{},\"waves_per_simd\":{},\"limited_by\":\"{}\",\"spills\":{},"
                        "\"wave_instructions\":{},\"matrix_share\":{:.5f},\"lds_bank_conflicts\":{},\"bytes_moved\":{},"
                        "\"minimum_bytes\":{},\"modelled_us\":null}}",
                        first ? "" : ",", r.stage, r.target, r.shape, r.metadata.vgpr_count, r.metadata.agpr_count,
                        r.metadata.sgpr_count, r.lds_bytes, r.occupancy.waves_per_simd, r.occupancy.limited_by, spills,
                        r.wave_instructions, share, r.bank_conflicts, r.bytes_moved, r.minimum_bytes);
    first = false;
  }
  fmt::print("{}]}}\n", json);
  return 0;
}
