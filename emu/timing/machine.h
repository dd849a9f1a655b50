#pragma once
// Machine descriptions for the timing model (docs/timing.md): the documented parameters of one
// GPU (CUs, clock, bandwidths, matrix rates) and the per-instruction issue cost and latency of
// its ISA. One file per target: machine_gfx942.cpp (MI300X, MI325X), machine_gfx950.cpp (MI350X,
// MI355X), machine_gfx1250.cpp (the CDNA5 part); the gfx9 instruction costs both CDNA parts share
// are in machine_gfx9.cpp. Every figure says where it comes from; "assumption" marks the ones no
// public document gives.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "core/target.h"

namespace gfxtile::emu {
struct Instruction;
}

namespace gfxtile::emu::timing {

// The unit an instruction occupies. Per SIMD: scalar, vector, transcendental, matrix; per CU:
// LDS, vector memory (the texture/L1 path), scalar memory. The order is the breakdown's order.
enum class Pipe : uint8_t { scalar, vector, transcendental, matrix, lds, vector_memory, scalar_memory, branch, wait, barrier, none };
inline constexpr int kPipeCount = 11;
std::string_view pipe_name(Pipe pipe);

// The wait counters an instruction increments (as the hardware keeps them per wave). gfx9 has
// vm (every vector memory access), lgkm (LDS and scalar memory); gfx12 splits them into load,
// store, ds, km and adds async (global -> LDS copies) and tensor (the tensor data mover).
enum class Counter : uint8_t { vm, lgkm, load, store, ds, km, async, tensor, none };
inline constexpr int kCounterCount = 8;

enum class BarrierKind : uint8_t { none, full, signal, wait };

// What the model needs to know about one static instruction.
struct InstructionCost {
  Pipe pipe = Pipe::none;
  Counter counter = Counter::none;
  BarrierKind barrier = BarrierKind::none;
  uint16_t issue_cycles = 1;   // the wave's issue slot: cycles until it may issue again
  uint16_t busy_cycles = 1;    // cycles its unit stays busy (throughput)
  uint16_t latency = 1;        // cycles from issue until its register results can be read
  uint16_t matrix_source_c_latency = 0;  // matrix: until a same-shape matrix op may read it as C
  uint16_t memory_latency = 0; // memory: base cycles from issue to completion, before queueing
  bool reads_source_c = false; // matrix: operand 3 is the accumulator input
  // s_waitcnt / s_wait_*: the largest count each counter may keep (255: no wait on it).
  uint8_t wait_limit[kCounterCount] = {255, 255, 255, 255, 255, 255, 255, 255};
};

struct Machine {
  std::string_view name;         // "mi300x"
  std::string_view product;      // "AMD Instinct MI300X"
  Architecture architecture;
  int compute_units;
  int simds_per_cu;
  double clock_ghz;              // peak engine clock
  int wave_size;
  double hbm_bytes_per_second;   // peak
  double l2_bytes_per_second;    // aggregate L2 read bandwidth
  uint64_t l2_bytes;
  int cache_line_bytes;          // L2 line: the unit of HBM and L2 traffic
  double l1_bytes_per_clock;     // per CU, vector memory path
  double lds_bytes_per_clock;    // per CU
  int lds_bytes_per_cu;
  int memory_latency_l2;         // cycles, vector load that hits L2
  int memory_latency_hbm;        // cycles, vector load that misses to HBM
  int scalar_memory_latency;     // cycles
  int lds_latency;               // cycles
  int barrier_latency;           // cycles from the last arrival to the release
  int branch_taken_cycles;       // extra issue cycles after a taken branch
  double launch_overhead_us;     // per dispatch, reported beside the device time
  // Peak rates (FLOP per clock per CU) from the datasheets, for the report's "fraction of peak".
  double dense_bf16_flops_per_clock_per_cu;
  double vector_fp32_flops_per_clock_per_cu;  // with packed FP32 where the ISA has it
  std::string_view sources;      // what the figures above come from
  InstructionCost (*cost)(const Machine& machine, std::string_view text, const Instruction& instruction);  // text: the disassembly

  double peak_bf16_tflops() const { return dense_bf16_flops_per_clock_per_cu * compute_units * clock_ghz * 1e-3; }
  double peak_vector_fp32_tflops() const { return vector_fp32_flops_per_clock_per_cu * compute_units * clock_ghz * 1e-3; }
};

// Every machine, and lookups by name ("mi300x", ...) and by target (its default machine).
std::span<const Machine* const> machines();
const Machine* find_machine(std::string_view name);
const Machine& default_machine(Architecture architecture);
std::string machine_names();  // "mi300x, mi325x, ..."

// The per-file machine tables and ISA cost functions.
std::span<const Machine> gfx942_machines();
std::span<const Machine> gfx950_machines();
std::span<const Machine> gfx1250_machines();
InstructionCost gfx9_cost(const Machine& machine, std::string_view text, const Instruction& instruction);
InstructionCost gfx1250_cost(const Machine& machine, std::string_view text, const Instruction& instruction);
// Cycles of one gfx9 MFMA on its SIMD's matrix pipe, or 0 for an unknown shape (per machine file).
int gfx942_matrix_cycles(std::string_view mnemonic, const Instruction& instruction);
int gfx950_matrix_cycles(std::string_view mnemonic, const Instruction& instruction);

// A matrix instruction's shape and element type, read from its mnemonic ("v_mfma_f32_32x32x8_bf16",
// "v_mfma_f32_4x4x1_16b_f32", "v_wmma_f32_16x16x32_bf16"). type: "bf16", "f16", "fp8" (fp8 or bf8),
// "i8", "f8f6f4", "xf32", "f64", "f32"; m = 0 when the mnemonic has no shape.
struct MatrixShape {
  int m = 0, n = 0, k = 0, blocks = 1;
  std::string_view type;
  double flops() const { return 2.0 * m * n * k * blocks; }
};
MatrixShape matrix_shape(std::string_view mnemonic);

}  // namespace gfxtile::emu::timing
