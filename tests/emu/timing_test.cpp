// Timing model microkernels (docs/timing.md), on MI300X (gfx942), MI355X (gfx950) and the CDNA5
// part (gfx1250). Each expectation comes from a documented figure, never from the model's own
// output: data-sheet peaks (matrix and vector FLOP/s, HBM bandwidth), the CDNA3 LDS rate (128
// bytes per clock per CU; CDNA4 doubles it), the matrix calculator's MFMA cycles
// (../shared/data/mma-layouts), the CDNA3 ISA's MFMA dependency rule (passes + 3 wait states
// before a result is read as SrcA/B) and the 32-bank LDS conflict rule. The gfx1250 figures are
// the stated assumptions of emu/timing/machine_gfx1250.cpp (no data sheet exists yet).
//
// Large grids are modelled from a subset of identical workgroups on proportionally fewer CUs
// (TimingOptions::max_traced_workgroups, skip_untraced), as the model documents.

#include <sys/mman.h>

#include <fstream>
#include <functional>
#include <string>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "emu/timing/timing.h"
#include "hsaco/code_object.h"
#include "lowering/assembler.h"

namespace gfxtile::emu::timing {
namespace {

struct Target {
  std::string name;     // gfx942
  std::string machine;  // mi300x
  int cus;              // data sheet (or stated assumption)
  double clock_ghz;
  int wave_size;
};

const Target kTargets[] = {
    {"gfx942", "mi300x", 304, 2.1, 64},
    {"gfx950", "mi355x", 256, 2.4, 64},
    {"gfx1250", "cdna5", 256, 2.4, 32},
};

bool gfx12(const Target& t) { return t.name == "gfx1250"; }

// A kernel (out, in) around `body`: s[40:41] = out, s[42:43] = in, s4 = workgroup id x, v0 = id.
std::string kernel_source(const Target& t, const std::string& body, int lds, int vgprs) {
  const std::string prologue = gfx12(t) ? "  s_load_b64 s[40:41], s[0:1], 0x0\n  s_load_b64 s[42:43], s[0:1], 0x8\n"
                                          "  s_mov_b32 s4, ttmp9\n  s_wait_kmcnt 0\n"
                                        : "  s_load_dwordx2 s[40:41], s[0:1], 0x0\n  s_load_dwordx2 s[42:43], s[0:1], 0x8\n"
                                          "  s_mov_b32 s4, s2\n  s_waitcnt lgkmcnt(0)\n";
  const std::string extra = gfx12(t) ? "  .amdhsa_wavefront_size32 1\n" : fmt::format("  .amdhsa_accum_offset {}\n", vgprs);
  return fmt::format(R"(
.amdgcn_target "amdgcn-amd-amdhsa--{target}"
.amdhsa_code_object_version 5
.text
.globl k
.p2align 8
.type k,@function
k:
{prologue}{body}
  s_endpgm
.size k, .-k

.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_count 2
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_next_free_vgpr {vgprs}
  .amdhsa_next_free_sgpr 48
{extra}  .amdhsa_group_segment_fixed_size {lds}
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: {lds}
    .private_segment_fixed_size: 0
    .wavefront_size: {wave}
    .sgpr_count: 48
    .vgpr_count: {vgprs}
    .agpr_count: 0
    .max_flat_workgroup_size: 1024
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .name: out }}
      - {{ .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .name: in }}
...
.end_amdgpu_metadata
)",
                     fmt::arg("target", t.name), fmt::arg("prologue", prologue), fmt::arg("body", body),
                     fmt::arg("vgprs", vgprs), fmt::arg("extra", extra), fmt::arg("lds", lds), fmt::arg("wave", t.wave_size));
}

// A loop: `count` iterations of `body` (s5 counts down).
std::string loop(const Target& t, int count, const std::string& body) {
  (void)t;
  return fmt::format("  s_mov_b32 s5, {}\n.Lloop:\n{}  s_sub_u32 s5, s5, 1\n  s_cmp_lg_u32 s5, 0\n  s_cbranch_scc1 .Lloop\n",
                     count, body);
}

std::string repeat(int count, const std::function<std::string(int)>& line) {
  std::string text;
  for (int i = 0; i < count; ++i) text += line(i);
  return text;
}

struct Run {
  TimingReport report;
  uint64_t wave_instructions = 0;
};

Run run(const Target& t, const std::string& body, uint32_t grid, uint32_t block, uint64_t out_address = 0,
        uint64_t in_address = 0, int lds = 0, int vgprs = 128, uint64_t max_traced = 16, Emulator* shared = nullptr) {
  const CodeObject object = CodeObject::parse(assemble_code_object(kernel_source(t, body, lds, vgprs), TargetId::parse(t.name)));
  Emulator local;
  Emulator& emulator = shared ? *shared : local;
  const Kernel kernel = emulator.load(object, "k");
  const uint64_t out = out_address ? out_address : emulator.memory().allocate(1 << 16);
  const uint64_t in = in_address ? in_address : emulator.memory().allocate(1 << 16);
  Launch launch;
  launch.grid = {grid, 1, 1};
  launch.block = {block, 1, 1};
  launch.host_threads = 2;
  TimingOptions options;
  options.machine = t.machine;
  options.max_traced_workgroups = max_traced;
  options.skip_untraced = true;
  const TimedDispatch result =
      dispatch_timed(emulator, kernel, launch, std::vector<ArgumentValue>{ArgumentValue::pointer(out), ArgumentValue::pointer(in)}, options);
  if (!result.dispatch.ok()) FAIL(result.dispatch.fault->to_string());
  return {result.timing, result.dispatch.statistics.wave_instructions()};
}

// The CDNA3 matrix calculator's cycles for one instruction.
int calculator_cycles(const std::string& file) {
  std::ifstream in(std::string(GFXTILE_SHARED_DIR) + "/data/mma-layouts/" + file);
  std::string line;
  while (std::getline(in, line))
    if (auto at = line.find("Execution cycles:"); at != std::string::npos) return std::stoi(line.substr(at + 17));
  FAIL("no cycles in " << file);
  return 0;
}

// Matrix op of each target: text with {d} {a} {b} register placeholders, its FLOPs, its cycles.
struct MatrixOp {
  std::string mnemonic;
  int a_registers, d_registers;
  double flops;
  double peak_tflops;  // data sheet dense bf16 (CDNA5: stated assumption)
  int cycles;          // calculator (CDNA3), data-sheet rate (CDNA4), assumption (CDNA5)
  int dependent_cycles;  // cycles until a result may be read as SrcA
};

MatrixOp matrix_op(const Target& t) {
  if (t.name == "gfx942") {
    const int cycles = calculator_cycles("cdna3_v_mfma_f32_16x16x16_bf16_details.txt");
    return {"v_mfma_f32_16x16x16_bf16", 2, 4, 8192, 1307.4, cycles, cycles + 3 * 4};
  }
  if (t.name == "gfx950")  // 16384 FLOPs at 2516.6 TFLOP/s / (256 CUs x 4 SIMDs x 2.4 GHz) = 1024 per clock
    return {"v_mfma_f32_16x16x32_bf16", 4, 4, 16384, 2516.6, 16, 16 + 3 * 4};
  return {"v_wmma_f32_16x16x32_bf16", 8, 8, 16384, 4096.0 * 4 * 256 * 2.4e-3, 4, 4 + 8};
}

std::string range(int first, int count) { return fmt::format("v[{}:{}]", first, first + count - 1); }

TEST_CASE("timing: independent matrix ops on every SIMD reach the data-sheet peak", "[emu][timing]") {
  for (const Target& t : kTargets) {
    SECTION(t.machine) {
      const MatrixOp op = matrix_op(t);
      // Eight accumulators after A and B; each accumulator is also its own C.
      const int accumulators = 16;
      auto mfma = [&](int i) {
        const std::string d = range(accumulators + (i % 8) * op.d_registers, op.d_registers);
        return fmt::format("  {} {}, {}, {}, {}\n", op.mnemonic, d, range(0, op.a_registers), range(8, op.a_registers), d);
      };
      // Long loop bodies: the taken branch's issue bubble (8 cycles) stays below 3%.
      const int iterations = 32, per_iteration = 128;
      const uint32_t block = uint32_t(8 * t.wave_size);  // two waves per SIMD
      const Run r = run(t, loop(t, iterations, repeat(per_iteration, mfma)), uint32_t(t.cus), block, 0, 0, 0, 128, 4);
      const double flops = double(t.cus) * 8 * iterations * per_iteration * op.flops;
      CHECK(r.report.matrix_flops == Approx(flops));
      INFO(r.report.to_string());
      CHECK(r.report.tflops >= 0.95 * op.peak_tflops);
      CHECK(r.report.tflops <= 1.0001 * op.peak_tflops);
      CHECK(r.report.bound == "MFMA pipe");
    }
  }
}

TEST_CASE("timing: a dependent matrix chain takes its latency per step, an independent one its cycles", "[emu][timing]") {
  for (const Target& t : kTargets) {
    SECTION(t.machine) {
      const MatrixOp op = matrix_op(t);
      // Dependent: each result is the next one's A. Independent: eight accumulators in turn.
      const std::string dependent = fmt::format("  {} {}, {}, {}, {}\n", op.mnemonic, range(16, op.d_registers),
                                                range(16, op.a_registers), range(8, op.a_registers), range(32, op.d_registers));
      auto chain = [&](int steps, bool depends) {
        return run(t, repeat(steps, [&](int i) {
                     if (depends) return dependent;
                     const std::string d = range(16 + (i % 8) * op.d_registers, op.d_registers);
                     return fmt::format("  {} {}, {}, {}, {}\n", op.mnemonic, d, range(0, op.a_registers), range(8, op.a_registers), d);
                   }),
                   1, uint32_t(t.wave_size)).report.cycles;
      };
      CHECK(double(chain(512, true) - chain(256, true)) / 256 == Approx(op.dependent_cycles).margin(0.05));
      CHECK(double(chain(512, false) - chain(256, false)) / 256 == Approx(op.cycles).margin(0.05));
    }
  }
}

// Device buffers from lazily mapped memory: the untraced workgroups never touch theirs.
struct MappedBuffer {
  void* host = nullptr;
  size_t bytes = 0;
  explicit MappedBuffer(size_t size) : bytes(size) {
    host = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    REQUIRE(host != MAP_FAILED);
  }
  ~MappedBuffer() { munmap(host, bytes); }
};

// Each workgroup copies its 256 KiB chunk from s[42:43] to s[40:41], 16 bytes a lane, 4 loads
// in flight per wave.
constexpr uint32_t kStreamChunk = 256 * 1024;
std::string streaming_body(const Target& t) {
  const uint32_t block = uint32_t(4 * t.wave_size);
  const uint32_t per_load = block * 16;  // bytes one load instruction moves for the workgroup
  const int iterations = int(kStreamChunk / (4 * per_load));
  std::string body;
  if (gfx12(t)) {
    body = fmt::format("  s_mul_i32 s6, s4, {}\n  v_lshlrev_b32 v1, 4, v0\n  v_add_nc_u32 v1, s6, v1\n", kStreamChunk);
    for (int k = 1; k < 4; ++k) body += fmt::format("  v_add_nc_u32 v{}, {}, v1\n", k + 1, k * per_load);
    return body + loop(t, iterations,
                       repeat(4, [](int k) { return fmt::format("  global_load_b128 v[{}:{}], v{}, s[42:43]\n", 8 + 4 * k, 11 + 4 * k, k + 1); }) +
                           "  s_wait_loadcnt 0\n" +
                           repeat(4, [](int k) { return fmt::format("  global_store_b128 v{}, v[{}:{}], s[40:41]\n", k + 1, 8 + 4 * k, 11 + 4 * k); }) +
                           repeat(4, [&](int k) { return fmt::format("  v_add_nc_u32 v{}, {}, v{}\n", k + 1, 4 * per_load, k + 1); }));
  }
  body = fmt::format("  s_mul_i32 s6, s4, {}\n  v_lshlrev_b32 v1, 4, v0\n  v_add_u32 v1, s6, v1\n", kStreamChunk);
  for (int k = 1; k < 4; ++k) body += fmt::format("  v_add_u32 v{}, {}, v1\n", k + 1, k * per_load);
  return body + loop(t, iterations,
                     repeat(4, [](int k) { return fmt::format("  global_load_dwordx4 v[{}:{}], v{}, s[42:43]\n", 8 + 4 * k, 11 + 4 * k, k + 1); }) +
                         "  s_waitcnt vmcnt(0)\n" +
                         repeat(4, [](int k) { return fmt::format("  global_store_dwordx4 v{}, v[{}:{}], s[40:41]\n", k + 1, 8 + 4 * k, 11 + 4 * k); }) +
                         repeat(4, [&](int k) { return fmt::format("  v_add_u32 v{}, {}, v{}\n", k + 1, 4 * per_load, k + 1); }));
}

constexpr double kHbmBandwidth[] = {5.3e12, 8.0e12, 19.6e12};  // MI300X, MI355X data sheets; MI450-series announcement

// The streaming kernel over 1 GiB from `in` to `out` (the same buffer for an in-place update):
// 2 GiB of HBM traffic at the data-sheet bandwidth, HBM-bound.
void check_streams_at_hbm_bandwidth(const Target& t, double bandwidth, bool in_place) {
  constexpr uint64_t kBytes = uint64_t{1} << 30;
  MappedBuffer source(kBytes), destination(kBytes);
  Emulator emulator;
  const uint64_t in = emulator.memory().register_host(source.host, kBytes);
  const uint64_t out = in_place ? in : emulator.memory().register_host(destination.host, kBytes);
  const Run r = run(t, streaming_body(t), uint32_t(kBytes / kStreamChunk), uint32_t(4 * t.wave_size), out, in, 0, 32, 256, &emulator);
  INFO(r.report.to_string());
  const double expected_us = 2.0 * double(kBytes) / bandwidth * 1e6;
  CHECK(r.report.hbm_bytes == Approx(2.0 * double(kBytes)));
  CHECK(r.report.simulated_us == Approx(expected_us).epsilon(0.05));
  CHECK(r.report.device_us == Approx(expected_us).epsilon(0.05));
  CHECK(r.report.hbm_utilization <= 1.0 + 1e-9);
  CHECK(r.report.bound == "HBM");
}

TEST_CASE("timing: a 1 GiB streaming copy is HBM-bound at the data-sheet bandwidth", "[emu][timing]") {
  for (size_t i = 0; i < std::size(kTargets); ++i)
    SECTION(kTargets[i].machine) check_streams_at_hbm_bandwidth(kTargets[i], kHbmBandwidth[i], false);
}

TEST_CASE("timing: an in-place update of 1 GiB moves it twice, as the copy does", "[emu][timing]") {
  // Each line is fetched and its new value written back: the L2 keeps a line between its load
  // and its store, but the write-back still goes to HBM (the buffer is 4-16x the L2).
  for (size_t i = 0; i < std::size(kTargets); ++i)
    SECTION(kTargets[i].machine) check_streams_at_hbm_bandwidth(kTargets[i], kHbmBandwidth[i], true);
}

// Repeated conflict-free 16-byte LDS reads from every wave: LDS bandwidth; a lane stride of 32
// bytes puts two lanes of each 8-lane phase on the same banks, doubling the time.
Run lds_kernel(const Target& t, int lane_stride) {
  const uint32_t block = uint32_t(4 * t.wave_size);
  const std::string read = gfx12(t) ? "  ds_load_b128 v[4:7], v1\n" : "  ds_read_b128 v[4:7], v1\n";
  // At most 16 reads in flight per wave on gfx9 (lgkmcnt has 4 bits), 32 on gfx1250: wait for
  // the older half after every 8 (16).
  const int half = gfx12(t) ? 16 : 8;
  const std::string wait = gfx12(t) ? "  s_wait_dscnt 16\n" : "  s_waitcnt lgkmcnt(8)\n";
  const std::string body = fmt::format("  v_mul_u32_u24 v1, {}, v0\n", lane_stride) +
                           loop(t, 64, repeat(64, [&](int i) { return read + (i % half == half - 1 ? wait : std::string()); })) +
                           (gfx12(t) ? "  s_wait_dscnt 0\n" : "  s_waitcnt lgkmcnt(0)\n");
  return run(t, body, uint32_t(t.cus), block, 0, 0, int(block) * lane_stride, 128, 4);
}

TEST_CASE("timing: LDS reads run at the LDS bandwidth, bank conflicts slow them by the bank rule", "[emu][timing]") {
  const double bytes_per_clock[] = {128, 256, 256};  // CDNA3 white paper; CDNA4 doubles it; CDNA5 assumed as CDNA4
  int which = 0;
  for (const Target& t : kTargets) {
    const double rate = bytes_per_clock[which++];
    SECTION(t.machine) {
      const Run plain = lds_kernel(t, 16);
      INFO(plain.report.to_string());
      const double bytes = double(t.cus) * 4 * 64 * 64 * t.wave_size * 16;
      const double expected_us = bytes / (rate * t.cus * t.clock_ghz * 1e9) * 1e6;
      CHECK(plain.report.device_us == Approx(expected_us).epsilon(0.05));
      CHECK(plain.report.bound == "LDS");
      if (!gfx12(t)) {  // the 32-bank, 128-byte-phase rule of CDNA (docs/emulator.md)
        const Run conflicted = lds_kernel(t, 32);
        CHECK(conflicted.report.device_us / plain.report.device_us == Approx(2.0).epsilon(0.05));
      }
    }
  }
}

TEST_CASE("timing: independent FMAs on every SIMD reach the vector FP32 peak", "[emu][timing]") {
  // MI300X 163.4 and MI355X 157.3 TFLOP/s (data sheets, packed FP32); CDNA5: one wave32 FMA per
  // clock per SIMD (stated assumption), 64 FLOP per clock per SIMD.
  const double peaks[] = {163.4, 157.3, 64.0 * 4 * 256 * 2.4e-3};
  int which = 0;
  for (const Target& t : kTargets) {
    const double peak = peaks[which++];
    SECTION(t.machine) {
      const bool packed = !gfx12(t);
      auto fma = [&](int i) {
        const int d = 16 + 2 * (i % 8);
        return packed ? fmt::format("  v_pk_fma_f32 v[{}:{}], v[2:3], v[4:5], v[{}:{}]\n", d, d + 1, d, d + 1)
                      : fmt::format("  v_fma_f32 v{}, v2, v4, v{}\n", d, d);
      };
      const int iterations = 32, per_iteration = 512;
      const uint32_t block = uint32_t(8 * t.wave_size);  // two waves per SIMD
      const Run r = run(t, loop(t, iterations, repeat(per_iteration, fma)), uint32_t(t.cus), block, 0, 0, 0, 128, 4);
      INFO(r.report.to_string());
      const double flops = double(t.cus) * 8 * iterations * per_iteration * t.wave_size * (packed ? 4 : 2);
      const double tflops = flops / (r.report.device_us * 1e-6) * 1e-12;
      CHECK(tflops >= 0.95 * peak);
      CHECK(tflops <= 1.0001 * peak);
      CHECK(r.report.bound == "VALU");
    }
  }
}


// A sample of a grid of identical workgroups gives the fully traced grid's time, whatever its
// size: the sampled CUs hold the real machine's workgroups per CU (docs/timing.md, "Large grids").
// Each workgroup (4 waves, one per SIMD, 16 KiB of LDS: 4 resident per CU) loads 4 KiB, runs
// independent packed FMAs that keep its SIMDs' VALU busy, and stores; so a CU's time grows with
// its workgroups, the quantity a biased sample gets wrong (before the fix: 8 of 2048 workgroups
// on one CU, against 7 per CU on the real machine; 8 of 305 one per CU, against 2 on one CU).
TEST_CASE("timing: a sample of identical workgroups models the fully traced grid's time", "[emu][timing]") {
  const Target& t = kTargets[0];  // mi300x, 304 CUs
  auto fma = [](int i) {
    const int d = 16 + 2 * (i % 8);
    return fmt::format("  v_pk_fma_f32 v[{}:{}], v[2:3], v[4:5], v[{}:{}]\n", d, d + 1, d, d + 1);
  };
  const std::string body = "  s_and_b32 s6, s4, 15\n  s_lshl_b32 s6, s6, 12\n  v_lshlrev_b32 v1, 4, v0\n  v_add_u32 v1, s6, v1\n"
                           "  global_load_dwordx4 v[8:11], v1, s[42:43]\n  s_waitcnt vmcnt(0)\n" +
                           loop(t, 16, repeat(32, fma)) + "  global_store_dwordx4 v1, v[8:11], s[40:41]\n  s_waitcnt vmcnt(0)\n";
  constexpr double kTolerance = 0.03;
  for (const uint32_t grid : {2048u, 600u, 305u, 7u}) {
    const Run full = run(t, body, grid, 256, 0, 0, 16384, 32, 0);
    INFO("grid " << grid << ", fully traced:\n" << full.report.to_string());
    CHECK(full.report.traced_workgroups == grid);
    CHECK(full.report.workgroups_per_cu == 4);
    for (const uint64_t traced : {8u, 32u, 64u, 304u}) {
      const Run sampled = run(t, body, grid, 256, 0, 0, 16384, 32, traced);
      INFO("traced " << traced << ":\n" << sampled.report.to_string());
      CHECK(sampled.report.simulated_us == Approx(full.report.simulated_us).epsilon(kTolerance));
      CHECK(sampled.report.device_us == Approx(full.report.device_us).epsilon(kTolerance));
      CHECK(sampled.report.bound == full.report.bound);
    }
  }
}

TEST_CASE("timing: the sample plan gives each modelled CU the real machine's workgroups per CU", "[emu][timing]") {
  // 2048 workgroups on 304 CUs: 224 CUs run 7, 80 run 6 (2048 = 304 x 6 + 224).
  SamplePlan plan = plan_sample(2048, 8, 304);
  CHECK(plan.cus == 1);
  CHECK(plan.workgroups_per_cu == 6);
  CHECK(plan.fuller_cus == 1);
  CHECK(plan.simulated == 7);
  plan = plan_sample(2048, 293, 304);  // stride 7: 293 traced, 43.5 CUs' worth
  CHECK(plan.cus == 43);
  CHECK(plan.fuller_cus == 32);        // 224 / 304 of them, rounded
  CHECK(plan.simulated == 43 * 6 + 32);
  // 305 on 304: one CU runs two workgroups and sets the makespan, even in a sample of 8.
  plan = plan_sample(305, 8, 304);
  CHECK(plan.cus == 8);
  CHECK(plan.fuller_cus == 1);
  CHECK(plan.simulated == 9);
  // Every workgroup traced: the whole machine and the grid itself.
  plan = plan_sample(600, 600, 304);
  CHECK(plan.cus == 304);
  CHECK(plan.fuller_cus == 296);
  CHECK(plan.simulated == 600);
  plan = plan_sample(7, 7, 304);
  CHECK(plan.cus == 304);
  CHECK(plan.simulated == 7);
}

TEST_CASE("timing: each architecture's default machine has its largest part's compute units", "[emu][timing]") {
  // Launch rules size grids by TargetProperties::largest_part_compute_units; the model times them
  // on default_machine, so the two must agree.
  for (const TargetProperties& target : supported_targets())
    CHECK(default_machine(target.architecture).compute_units == target.largest_part_compute_units);
}

TEST_CASE("timing: the minimum sample traces a workgroup per CU, or the whole grid", "[emu][timing]") {
  for (const Target& t : kTargets) {
    const Machine& machine = resolve_machine(t.machine, TargetId::parse(t.name).architecture);
    REQUIRE(machine.compute_units == t.cus);
    for (const uint64_t grid : {uint64_t(7), uint64_t(t.cus), uint64_t(t.cus + 1), uint64_t(600), uint64_t(1024), uint64_t(2048),
                                uint64_t(4096), uint64_t(65536), uint64_t(1000003)}) {
      const uint64_t minimum = minimum_sample(machine, grid);
      const TimingRecorder recorder(grid, minimum, true);
      uint64_t traced = 0;
      for (uint64_t linear = 0; linear < grid; ++linear) traced += recorder.traced(linear);
      INFO(t.machine << " grid " << grid << " minimum " << minimum << " traced " << traced);
      CHECK(traced >= std::min<uint64_t>(grid, uint64_t(t.cus)));
      CHECK(traced <= std::min<uint64_t>(grid, 2 * uint64_t(t.cus)));  // and not much more
    }
  }
}

}  // namespace
}  // namespace gfxtile::emu::timing
