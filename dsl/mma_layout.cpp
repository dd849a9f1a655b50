#include "dsl/mma_layout.h"

#include <bit>
#include <string_view>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/builder.h"

namespace gfxtile {
namespace {

int log2_of(int64_t value) { return std::countr_zero(static_cast<uint64_t>(value)); }
bool is_power_of_two(int64_t value) { return value > 0 && (value & (value - 1)) == 0; }

// The per-target facts: each instruction once, with the two runs that fix its register layouts
// (see MmaInstruction). Sources: AMD's matrix instruction calculator (gfx942, checked against
// its CSVs by tests/dsl/mma_layout_test.cpp) and ../shared/notes/amdgpu.md (gfx950, gfx1250).
std::vector<MmaInstruction> gfx942_instructions() {
  const Architecture a = Architecture::gfx942;
  return {
      {a, MatrixUnit::mfma, {16, 16, 16}, bf16, "llvm.amdgcn.mfma.f32.16x16x16bf16.1k", 64, 4, 4, true},
      {a, MatrixUnit::mfma, {16, 16, 16}, f16, "llvm.amdgcn.mfma.f32.16x16x16f16", 64, 4, 4, true},
      {a, MatrixUnit::mfma, {32, 32, 8}, bf16, "llvm.amdgcn.mfma.f32.32x32x8bf16.1k", 64, 4, 4, false},
      {a, MatrixUnit::mfma, {32, 32, 8}, f16, "llvm.amdgcn.mfma.f32.32x32x8f16", 64, 4, 4, false},
      {a, MatrixUnit::mfma, {16, 16, 32}, f8e4m3fnuz, "llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8", 64, 8, 4, true},
      {a, MatrixUnit::mfma, {16, 16, 32}, f8e5m2fnuz, "llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8", 64, 8, 4, true},
      {a, MatrixUnit::mfma, {32, 32, 16}, f8e4m3fnuz, "llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8", 64, 8, 4, false},
      {a, MatrixUnit::mfma, {32, 32, 16}, f8e5m2fnuz, "llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8", 64, 8, 4, false},
      // Mixed fp8 x bf8: the same layouts.
      {a, MatrixUnit::mfma, {16, 16, 32}, f8e4m3fnuz, "llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8", 64, 8, 4, true, f8e5m2fnuz},
      {a, MatrixUnit::mfma, {16, 16, 32}, f8e5m2fnuz, "llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8", 64, 8, 4, true, f8e4m3fnuz},
      {a, MatrixUnit::mfma, {32, 32, 16}, f8e4m3fnuz, "llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8", 64, 8, 4, false, f8e5m2fnuz},
      {a, MatrixUnit::mfma, {32, 32, 16}, f8e5m2fnuz, "llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8", 64, 8, 4, false, f8e4m3fnuz},
      // f32 operands: one k per lane, lanes 16-63 continue along k.
      {a, MatrixUnit::mfma, {16, 16, 4}, f32, "llvm.amdgcn.mfma.f32.16x16x4f32", 64, 1, 4, true},
      // xf32: f32 registers read with 10 mantissa bits, two k per lane (the f32 K-split layout
      // with a run of 2; tests/emu/mfma_layout_test.cpp).
      {a, MatrixUnit::mfma, {16, 16, 8}, f32, "llvm.amdgcn.mfma.f32.16x16x8.xf32", 64, 2, 4, false, {}, false, true},
      {a, MatrixUnit::mfma, {32, 32, 4}, f32, "llvm.amdgcn.mfma.f32.32x32x4.xf32", 64, 2, 4, false, {}, false, true},
  };
}

std::vector<MmaInstruction> gfx950_instructions() {
  const Architecture a = Architecture::gfx950;
  std::vector<MmaInstruction> result = {
      {a, MatrixUnit::mfma, {16, 16, 32}, bf16, "llvm.amdgcn.mfma.f32.16x16x32.bf16", 64, 8, 4, true},
      {a, MatrixUnit::mfma, {16, 16, 32}, f16, "llvm.amdgcn.mfma.f32.16x16x32.f16", 64, 8, 4, true},
      {a, MatrixUnit::mfma, {32, 32, 16}, bf16, "llvm.amdgcn.mfma.f32.32x32x16.bf16", 64, 8, 4, false},
      {a, MatrixUnit::mfma, {32, 32, 16}, f16, "llvm.amdgcn.mfma.f32.32x32x16.f16", 64, 8, 4, false},
      // The fp8 forms of gfx942, reading OCP E4M3FN/E5M2 on gfx950.
      {a, MatrixUnit::mfma, {16, 16, 32}, f8e4m3, "llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8", 64, 8, 4, true},
      {a, MatrixUnit::mfma, {16, 16, 32}, f8e5m2, "llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8", 64, 8, 4, true},
      {a, MatrixUnit::mfma, {32, 32, 16}, f8e4m3, "llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8", 64, 8, 4, false},
      {a, MatrixUnit::mfma, {32, 32, 16}, f8e5m2, "llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8", 64, 8, 4, false},
      // Mixed fp8 x bf8 in the same shapes, by shape only (the f8f6f4 16x16x128 is the default).
      {a, MatrixUnit::mfma, {16, 16, 32}, f8e4m3, "llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8", 64, 8, 4, false, f8e5m2},
      {a, MatrixUnit::mfma, {16, 16, 32}, f8e5m2, "llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8", 64, 8, 4, false, f8e4m3},
      {a, MatrixUnit::mfma, {32, 32, 16}, f8e4m3, "llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8", 64, 8, 4, false, f8e5m2},
      {a, MatrixUnit::mfma, {32, 32, 16}, f8e5m2, "llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8", 64, 8, 4, false, f8e4m3},
      // f32 operands, as on gfx942.
      {a, MatrixUnit::mfma, {16, 16, 4}, f32, "llvm.amdgcn.mfma.f32.16x16x4f32", 64, 1, 4, true},
  };
  // The f8f6f4 forms for every fp8/bf8 pair (CBSZ/BLGP pick the formats): the default for mixed
  // pairs; the scaled forms are dot_scaled's. LLVM has only the scaled intrinsics and selects the
  // unscaled instruction when both scales are the constant 0.
  // Packed fp4 operands (i8, see is_packed_fp4) only in the scaled forms.
  for (DType x : {f8e4m3, f8e5m2, i8})
    for (DType y : {f8e4m3, f8e5m2, i8}) {
      const std::optional<DType> b = x == y ? std::nullopt : std::optional<DType>(y);
      for (bool scaled : {false, true}) {
        if (!scaled && (is_packed_fp4(x) || is_packed_fp4(y))) continue;
        const bool preferred = scaled || x != y;
        result.push_back({a, MatrixUnit::mfma, {16, 16, 128}, x, "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", 64, 16, 4,
                          preferred, b, scaled});
        result.push_back(
            {a, MatrixUnit::mfma, {32, 32, 64}, x, "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", 64, 16, 4, false, b, scaled});
      }
    }
  return result;
}

// gfx1250 (wave32): operands hold k in runs of 8 (k/8 odd in the upper 16 lanes, k >= 16 in the
// upper 8 registers); the accumulator holds 8 rows per lane, rows 8-15 in the upper 16 lanes.
std::vector<MmaInstruction> gfx1250_instructions() {
  const Architecture a = Architecture::gfx1250;
  return {
      {a, MatrixUnit::wmma, {16, 16, 32}, bf16, "llvm.amdgcn.wmma.f32.16x16x32.bf16", 32, 8, 8, true},
      {a, MatrixUnit::wmma, {16, 16, 32}, f16, "llvm.amdgcn.wmma.f32.16x16x32.f16", 32, 8, 8, true},
      // 8-bit operands (OCP): the same rule of 8-k runs alternating between the half-waves, the
      // emulator's reading too; not yet checked against hardware or AMD's tables.
      {a, MatrixUnit::wmma, {16, 16, 64}, f8e4m3, "llvm.amdgcn.wmma.f32.16x16x64.fp8.fp8", 32, 8, 8, true},
      {a, MatrixUnit::wmma, {16, 16, 64}, f8e5m2, "llvm.amdgcn.wmma.f32.16x16x64.bf8.bf8", 32, 8, 8, true},
      {a, MatrixUnit::wmma, {16, 16, 64}, f8e4m3, "llvm.amdgcn.wmma.f32.16x16x64.fp8.bf8", 32, 8, 8, true, f8e5m2},
      {a, MatrixUnit::wmma, {16, 16, 64}, f8e5m2, "llvm.amdgcn.wmma.f32.16x16x64.bf8.fp8", 32, 8, 8, true, f8e4m3},
      // f32 operands: k 0-1 in a lane's two registers, k 2-3 in the upper 16 lanes (the emulator's
      // reading; not yet checked against hardware).
      {a, MatrixUnit::wmma, {16, 16, 4}, f32, "llvm.amdgcn.wmma.f32.16x16x4.f32", 32, 2, 8, true},
  };
}

using Basis = std::vector<int32_t>;

Basis along(int dim, int64_t value) {
  Basis basis(2, 0);
  basis[static_cast<size_t>(dim)] = static_cast<int32_t>(value);
  return basis;
}

// Errors of the layout constructors name the author's line, like blocked().
[[noreturn]] void fail_layout(const std::source_location& location, const char* what, const std::string& message) {
  std::string file = location.file_name();
  if (const size_t slash = file.find_last_of('/'); slash != std::string::npos) file = file.substr(slash + 1);
  throw Error(fmt::format("{}:{}: kernel '{}': {}: {}", file, location.line(), layout_defaults().kernel, what, message));
}

}  // namespace

std::string MmaShape::to_string() const { return fmt::format("{}x{}x{}", m, n, k); }

namespace {
std::string operand_name(DType dtype) { return is_packed_fp4(dtype) ? "f4e2m1x2" : dtype.name(); }
// A's elements as the instruction reads them ("xf32" for f32 registers read with 10 mantissa bits).
std::string a_operand_name(const MmaInstruction& instruction) {
  return instruction.xf32 ? "xf32" : operand_name(instruction.operand);
}
}  // namespace

std::string MmaInstruction::name() const {
  return fmt::format("{}{}_f32_{}_{}{}", unit == MatrixUnit::mfma ? "mfma" : "wmma", scaled ? "_scale" : "",
                     shape.to_string(), a_operand_name(*this), operand_b ? "_" + operand_name(*operand_b) : "");
}

int MmaInstruction::packing(MmaOperand which) const {
  return f8f6f4() && is_packed_fp4(which == MmaOperand::b ? b_operand() : operand) ? 2 : 1;
}

bool MmaInstruction::f8f6f4() const { return std::string_view(intrinsic).find("f8f6f4") != std::string_view::npos; }

const std::vector<MmaInstruction>& mma_instructions(Architecture architecture) {
  static const std::vector<MmaInstruction> gfx942 = gfx942_instructions(), gfx950 = gfx950_instructions(),
                                           gfx1250 = gfx1250_instructions();
  switch (architecture) {
    case Architecture::gfx942: return gfx942;
    case Architecture::gfx950: return gfx950;
    case Architecture::gfx1250: return gfx1250;
  }
  fail("mma: unknown architecture");
}

const MmaInstruction& mma_instruction(Architecture architecture, DType operand, MmaShape shape) {
  return mma_instruction(architecture, operand, operand, shape, false);
}

const MmaInstruction& fast_f32_mma_instruction(Architecture architecture) {
  for (const auto& instruction : mma_instructions(architecture))
    if (instruction.xf32 && instruction.shape == MmaShape{16, 16, 8}) return instruction;
  return mma_instruction(architecture, f32);
}

const MmaInstruction& mma_instruction(Architecture architecture, DType a, DType b, MmaShape shape, bool scaled) {
  const auto& instructions = mma_instructions(architecture);
  for (const auto& instruction : instructions)
    if (instruction.takes(a, b, scaled) && (shape.empty() ? instruction.preferred : instruction.shape == shape))
      return instruction;
  const std::string_view target = properties(architecture).name;
  const std::string types = a == b ? a.name() : a.name() + " x " + b.name();
  std::vector<std::string> offered;
  for (const auto& instruction : instructions)
    if (instruction.scaled == scaled)
      offered.push_back(instruction.shape.to_string() + " " + a_operand_name(instruction) +
                        (instruction.operand_b ? " x " + operand_name(*instruction.operand_b) : ""));
  if (scaled && offered.empty())
    fail("{} has no block-scaled matrix instructions (dot_scaled needs gfx950's v_mfma_scale_f32_*_f8f6f4)", target);
  fail("{} has no {}matrix instruction {}{} with fp32 accumulation; it offers {}", target, scaled ? "block-scaled " : "",
       shape.empty() ? "" : shape.to_string() + " ", types, fmt::join(offered, ", "));
}

namespace {
const MmaInstruction& current_instruction(DType a, DType b, MmaShape shape, bool scaled, const char* what,
                                          const std::source_location& location) {
  KernelBuilder& builder = KernelBuilder::current(location);
  try {
    return mma_instruction(builder.target().architecture, a, b, shape, scaled);
  } catch (const Error& error) {
    builder.error(location, what, error.what());
  }
}
}  // namespace

const MmaInstruction& mma_instruction(DType operand, MmaShape shape, std::source_location location) {
  return current_instruction(operand, operand, shape, false, "mma_instruction", location);
}

const MmaInstruction& mixed_mma_instruction(DType a, DType b, MmaShape shape, std::source_location location) {
  return current_instruction(a, b, shape, false, "mixed_mma_instruction", location);
}

const MmaInstruction& scaled_mma_instruction(DType a, DType b, MmaShape shape, std::source_location location) {
  return current_instruction(a, b, shape, true, "scaled_mma_instruction", location);
}

LinearLayout mma_block_layout(const MmaInstruction& instruction, MmaOperand operand) {
  const int lane_bits = log2_of(instruction.wave_size);
  std::vector<Basis> registers, lanes;
  if (operand == MmaOperand::accumulator) {
    // Rows i: the register run, then the lanes above the column bits, then the other registers.
    const int register_bits = log2_of(instruction.accumulator_registers());
    const int run_bits = log2_of(instruction.accumulator_run), column_bits = log2_of(instruction.shape.n);
    int row_bit = 0;
    for (int bit = 0; bit < run_bits; ++bit) registers.push_back(along(0, 1 << row_bit++));
    for (int bit = 0; bit < lane_bits; ++bit)
      lanes.push_back(bit < column_bits ? along(1, 1 << bit) : along(0, 1 << row_bit++));
    for (int bit = run_bits; bit < register_bits; ++bit) registers.push_back(along(0, 1 << row_bit++));
    return LinearLayout({{kRegister, registers}, {kLane, lanes}},
                        {{dim_name(0), instruction.shape.m}, {dim_name(1), instruction.shape.n}});
  }
  // Operands: k runs over the register run, the lanes above the row bits, the other registers.
  const bool is_a = operand == MmaOperand::a;
  const int row_dim = is_a ? 0 : 1, k_dim = is_a ? 1 : 0;
  const int rows = is_a ? instruction.shape.m : instruction.shape.n;
  const int register_bits = log2_of(instruction.operand_registers(operand));
  const int run_bits = log2_of(instruction.operand_run), row_bits = log2_of(rows);
  int k_bit = 0;
  for (int bit = 0; bit < run_bits; ++bit) registers.push_back(along(k_dim, 1 << k_bit++));
  for (int bit = 0; bit < lane_bits; ++bit)
    lanes.push_back(bit < row_bits ? along(row_dim, 1 << bit) : along(k_dim, 1 << k_bit++));
  for (int bit = run_bits; bit < register_bits; ++bit) registers.push_back(along(k_dim, 1 << k_bit++));
  const int32_t depth = instruction.operand_k(operand);  // k, or k/2 bytes of packed fp4
  const int32_t size0 = is_a ? rows : depth, size1 = is_a ? depth : rows;
  return LinearLayout({{kRegister, registers}, {kLane, lanes}}, {{dim_name(0), size0}, {dim_name(1), size1}});
}

Layout mma_layout(const MmaInstruction& instruction, const std::vector<int64_t>& shape, std::vector<int> waves,
                  std::source_location location) {
  const char* what = "mma_layout";
  const MmaShape& block = instruction.shape;
  if (shape.size() != 2 || shape[0] % block.m != 0 || shape[1] % block.n != 0 || !is_power_of_two(shape[0]) ||
      !is_power_of_two(shape[1]))
    fail_layout(location, what,
                fmt::format("an {} accumulator tile must be 2-D with power-of-two sides that are multiples of {}x{}; "
                            "got [{}]",
                            instruction.name(), block.m, block.n, fmt::join(shape, ", ")));
  const int wave_count = layout_defaults().waves;
  if (layout_defaults().wave_size != instruction.wave_size)
    fail_layout(location, what,
                fmt::format("{} runs on waves of {} lanes but the kernel's waves have {}", instruction.name(),
                            instruction.wave_size, layout_defaults().wave_size));
  const int64_t blocks[2] = {shape[0] / block.m, shape[1] / block.n};
  if (waves.empty()) {
    // Each wave bit splits the dimension with more blocks per wave left (dim0 on ties).
    waves = {1, 1};
    for (int left = wave_count; left > 1; left /= 2) {
      const int64_t per_wave0 = blocks[0] / waves[0], per_wave1 = blocks[1] / waves[1];
      waves[per_wave1 > per_wave0 ? 1 : 0] *= 2;
    }
  }
  if (waves.size() != 2 || !is_power_of_two(waves[0]) || !is_power_of_two(waves[1]) ||
      wave_count % (waves[0] * waves[1]) != 0)
    fail_layout(location, what,
                fmt::format("waves [{}] must be two powers of two whose product divides the kernel's {} waves",
                            fmt::join(waves, ", "), wave_count));
  const LinearLayout block_layout = mma_block_layout(instruction, MmaOperand::accumulator);
  std::vector<Basis> registers = block_layout.in_dims()[0].bases, lanes = block_layout.in_dims()[1].bases, wave_bases;
  const int64_t sizes[2] = {block.m, block.n};
  for (int dim = 0; dim < 2; ++dim)
    for (int bit = 0; bit < log2_of(waves[dim]); ++bit)
      // Waves beyond the blocks there are hold copies (broadcast).
      wave_bases.push_back((int64_t{1} << bit) < blocks[dim] ? along(dim, sizes[dim] << bit) : along(dim, 0));
  // Waves beyond the product given hold copies of the whole tile ({1, 1}: every wave holds it).
  for (int copies = waves[0] * waves[1]; copies < wave_count; copies *= 2) wave_bases.push_back(along(0, 0));
  for (int dim : {1, 0})
    for (int64_t step = waves[dim]; step < blocks[dim]; step *= 2) registers.push_back(along(dim, sizes[dim] * step));
  LinearLayout linear({{kRegister, registers}, {kLane, lanes}, {kWave, wave_bases}},
                      {{dim_name(0), static_cast<int32_t>(shape[0])}, {dim_name(1), static_cast<int32_t>(shape[1])}});
  return Layout(std::move(linear), fmt::format("mma<{}, waves=[{},{}]>", instruction.name(), waves[0], waves[1]));
}

bool is_mma_layout(const MmaInstruction& instruction, const Layout& layout, std::string* why) {
  auto reject = [&](std::string reason) {
    if (why) *why = std::move(reason);
    return false;
  };
  if (!layout.valid() || layout.rank() != 2) return reject("it is not a 2-D distributed layout");
  if (layout.lanes() != instruction.wave_size)
    return reject(fmt::format("it has {} lanes, the instruction {}", layout.lanes(), instruction.wave_size));
  const auto shape = layout.shape();
  const int64_t sizes[2] = {instruction.shape.m, instruction.shape.n};
  if (shape[0] % sizes[0] != 0 || shape[1] % sizes[1] != 0)
    return reject(fmt::format("its shape [{}] is not made of {}x{} blocks", fmt::join(shape, ", "), sizes[0], sizes[1]));
  const LinearLayout block = mma_block_layout(instruction, MmaOperand::accumulator);
  const auto& ins = layout.linear().in_dims();
  const auto& block_registers = block.in_dims()[0].bases;
  if (ins[0].bases.size() < block_registers.size() ||
      !std::equal(block_registers.begin(), block_registers.end(), ins[0].bases.begin()) ||
      ins[1].bases != block.in_dims()[1].bases)
    return reject(fmt::format("its low register and lane bases are not those of an {} block", instruction.name()));
  // The rest moves whole blocks along one dimension (waves may also hold copies).
  F2Span span;
  for (size_t in = 0; in < 3; ++in)
    for (size_t bit = 0; bit < ins[in].bases.size(); ++bit) {
      const Basis& basis = ins[in].bases[bit];
      if (in == 2 && basis[0] == 0 && basis[1] == 0) continue;
      if (in == 0 && bit < block_registers.size()) {
        span.insert(layout.linear().packed_basis(0, static_cast<int>(bit)));
        continue;
      }
      if (in == 1) {
        span.insert(layout.linear().packed_basis(1, static_cast<int>(bit)));
        continue;
      }
      const bool moves0 = basis[0] != 0, moves1 = basis[1] != 0;
      if (moves0 == moves1 || basis[0] % sizes[0] != 0 || basis[1] % sizes[1] != 0)
        return reject(fmt::format("a {} basis [{}, {}] does not move whole blocks along one dimension",
                                  ins[in].name, basis[0], basis[1]));
      if (!span.insert(layout.linear().packed_basis(static_cast<int>(in), static_cast<int>(bit))))
        return reject(fmt::format("a {} basis [{}, {}] repeats elements", ins[in].name, basis[0], basis[1]));
    }
  return true;
}

Layout dot_operand_layout(const MmaInstruction& instruction, const Layout& accumulator, MmaOperand operand, int64_t k,
                          std::source_location location) {
  const char* what = "dot_operand_layout";
  if (operand == MmaOperand::accumulator) fail_layout(location, what, "ask for operand a or b");
  std::string why;
  if (!is_mma_layout(instruction, accumulator, &why))
    fail_layout(location, what,
                fmt::format("the accumulator layout {} is not an {} layout: {}; build it with mma_layout",
                            accumulator.description(), instruction.name(), why));
  if (k % instruction.shape.k != 0 || !is_power_of_two(k))
    fail_layout(location, what,
                fmt::format("k = {} must be a power of two and a multiple of {}'s k = {}", k, instruction.name(),
                            instruction.shape.k));
  const bool is_a = operand == MmaOperand::a;
  const int keep = is_a ? 0 : 1, k_dim = is_a ? 1 : 0;  // the accumulator dimension the operand shares
  const LinearLayout block = mma_block_layout(instruction, operand);
  std::vector<Basis> registers = block.in_dims()[0].bases, lanes = block.in_dims()[1].bases, wave_bases;
  // k repeats first, so one k-step's registers of a block sit together (in tensor elements: bytes
  // of packed fp4).
  const int packing = instruction.packing(operand);
  for (int64_t step = instruction.operand_k(operand); step < k / packing; step *= 2) registers.push_back(along(k_dim, step));
  const auto& ins = accumulator.linear().in_dims();
  for (size_t bit = static_cast<size_t>(log2_of(instruction.accumulator_registers())); bit < ins[0].bases.size(); ++bit)
    if (ins[0].bases[bit][keep] != 0) registers.push_back(along(keep, ins[0].bases[bit][keep]));
  for (const Basis& basis : ins[2].bases) wave_bases.push_back(along(keep, basis[keep]));
  const auto shape = accumulator.shape();
  const int32_t size0 = static_cast<int32_t>(is_a ? shape[0] : k / packing),
                size1 = static_cast<int32_t>(is_a ? k / packing : shape[1]);
  LinearLayout linear({{kRegister, registers}, {kLane, lanes}, {kWave, wave_bases}},
                      {{dim_name(0), size0}, {dim_name(1), size1}});
  return Layout(std::move(linear), fmt::format("dot_operand<{}, {}, {}>", is_a ? "a" : "b", instruction.name(),
                                               accumulator.description()));
}

Layout dot_scale_layout(const MmaInstruction& instruction, const Layout& accumulator, MmaOperand operand, int64_t k,
                        std::source_location location) {
  const char* what = "dot_scale_layout";
  if (!instruction.scaled)
    fail_layout(location, what, fmt::format("{} takes no scales; use a scaled instruction (scaled_mma_instruction)",
                                            instruction.name()));
  // The operand layout checks the accumulator and k and supplies the repeats and waves.
  const Layout data = dot_operand_layout(instruction, accumulator, operand, k, location);
  const bool is_a = operand == MmaOperand::a;
  const int row_dim = is_a ? 0 : 1, block_dim = is_a ? 1 : 0;
  const int rows = is_a ? instruction.shape.m : instruction.shape.n;
  // The block: the lanes' row bits, then their k bits, now counting 32-k blocks.
  std::vector<Basis> registers, lanes, wave_bases;
  const int lane_bits = log2_of(instruction.wave_size), row_bits = log2_of(rows);
  for (int bit = 0; bit < lane_bits; ++bit)
    lanes.push_back(bit < row_bits ? along(row_dim, 1 << bit) : along(block_dim, 1 << (bit - row_bits)));
  // The data's registers beyond one block's: k-steps (whole multiples of the instruction's k) and
  // repeats along the rows, each kept with k in 32-k blocks.
  const int packing = instruction.packing(operand);  // the data's k is in bytes for packed fp4
  const auto& data_registers = data.linear().in_dims()[0].bases;
  for (size_t bit = static_cast<size_t>(log2_of(instruction.operand_registers(operand))); bit < data_registers.size();
       ++bit) {
    Basis basis = data_registers[bit];
    basis[static_cast<size_t>(block_dim)] = basis[static_cast<size_t>(block_dim)] * packing / 32;
    registers.push_back(basis);
  }
  for (Basis basis : data.linear().in_dims()[2].bases) {
    basis[static_cast<size_t>(block_dim)] = basis[static_cast<size_t>(block_dim)] * packing / 32;
    wave_bases.push_back(basis);
  }
  const auto shape = data.shape();
  const int32_t size0 = static_cast<int32_t>(is_a ? shape[0] : k / 32), size1 = static_cast<int32_t>(is_a ? k / 32 : shape[1]);
  LinearLayout linear({{kRegister, registers}, {kLane, lanes}, {kWave, wave_bases}},
                      {{dim_name(0), size0}, {dim_name(1), size1}});
  return Layout(std::move(linear), fmt::format("dot_scale<{}, {}, {}>", is_a ? "a" : "b", instruction.name(),
                                               accumulator.description()));
}

}  // namespace gfxtile
