// convert_layout and broadcast: the conversion class from the layout algebra decides the
// mechanism — nothing, a register permutation, lane exchanges (ds_bpermute) or a round trip
// through LDS — and each mechanism is derived from the two layouts' bases, not per pair.

#include <algorithm>
#include <bit>
#include <climits>
#include <functional>
#include <tuple>

#include <fmt/format.h>

#include "lowering/tile/lowering_internal.h"

namespace gfxtile::tile {

Values Lowering::pick_registers(const Values& source, const Layout& from, const Layout& to, const Op& op) {
  F2Span span;
  const auto& from_registers = from.linear().in_dims()[0].bases;
  for (size_t bit = 0; bit < from_registers.size(); ++bit) span.insert(from.linear().packed_basis(0, static_cast<int>(bit)));
  Values result;
  for (int reg = 0; reg < to.registers(); ++reg) {
    const auto solution = span.solve(to.linear().pack(to.linear().apply({reg, 0, 0})));
    if (!solution) error(op, "internal error: a register of the target layout is not held by the thread");
    result.push_back(source[static_cast<size_t>(*solution)]);
  }
  return result;
}

// The sub-tile's elements sit in the same lanes and waves as in the whole tensor (subtile()
// checks that), so both directions are register selections: for each register, its element at
// lane 0 and wave 0, shifted by the offsets, solved for the other layout's register.
void Lowering::lower_slice(const Op& op) {
  const Layout& whole = type(op.operands[0]).layout;
  const std::vector<int64_t> offsets = op.integers("offsets");
  auto register_of = [&](const Layout& layout, std::vector<int32_t> coordinates) {
    F2Span span;
    const auto& bases = layout.linear().in_dims()[0].bases;
    for (size_t bit = 0; bit < bases.size(); ++bit) span.insert(layout.linear().packed_basis(0, static_cast<int>(bit)));
    const auto solution = span.solve(layout.linear().pack(coordinates));
    if (!solution) error(op, "internal error: a sub-tile element is not in the thread's registers");
    return static_cast<size_t>(*solution);
  };
  const Values& source = get(op.operands[0]);
  if (op.kind == OpKind::extract_slice) {
    const Layout& part = type(op.results[0]).layout;
    Values result;
    for (int reg = 0; reg < part.registers(); ++reg) {
      std::vector<int32_t> at = part.coordinates(reg, 0, 0);
      for (size_t d = 0; d < at.size(); ++d) at[d] += static_cast<int32_t>(offsets[d]);
      result.push_back(source[register_of(whole, at)]);
    }
    set(op.results[0], result);
    return;
  }
  const Layout& part = type(op.operands[1]).layout;
  const Values& tile = get(op.operands[1]);
  const std::vector<int64_t> shape = part.shape();
  Values result = source;
  for (int reg = 0; reg < whole.registers(); ++reg) {
    std::vector<int32_t> at = whole.coordinates(reg, 0, 0);
    bool inside = true;
    for (size_t d = 0; d < at.size(); ++d) {
      at[d] -= static_cast<int32_t>(offsets[d]);
      inside &= at[d] >= 0 && at[d] < shape[d];
    }
    if (inside) result[static_cast<size_t>(reg)] = tile[register_of(part, at)];
  }
  set(op.results[0], result);
}

namespace {

// The XOR of `images[bit]` over the set bits of `bits`.
uint32_t apply_bits(const std::vector<uint32_t>& images, uint32_t bits) {
  uint32_t result = 0;
  for (size_t bit = 0; bit < images.size(); ++bit)
    if ((bits >> bit) & 1) result ^= images[bit];
  return result;
}

// Every XOR of a subset of `generators`.
std::vector<uint32_t> span_of(const std::vector<uint32_t>& generators) {
  std::vector<uint32_t> values = {0};
  for (uint32_t generator : generators) {
    if (std::find(values.begin(), values.end(), generator) != values.end()) continue;
    const size_t count = values.size();
    for (size_t i = 0; i < count; ++i) values.push_back(values[i] ^ generator);
  }
  return values;
}

}  // namespace

// A lane exchange per destination register instead of one per register and candidate source
// register. Destination (register u ^ Q d, lane d) reads lane L' d ^ A u in round u, where A, B
// (L, R) are the source lane and register parts of destination register (lane) bits and Q, a map
// from lane bits to register bits, makes L' = L ^ A Q a bijection of the lanes: each source lane
// then has one reader per round and selects the register that reader wants (M s ^ B u ^ M A u,
// M = (R ^ B Q) L'^-1) itself. False when no such Q exists (the caller's general path runs).
bool Lowering::convert_by_rounds(const Op& op, const std::function<std::pair<uint32_t, uint32_t>(int, int)>& solve,
                                 int source_registers, int source_lanes, int cost_limit) {
  const Layout& to = type(op.results[0]).layout;
  const Values& source = get(op.operands[0]);
  const int register_bits = to.linear().in_bits(kRegister), lane_bits = to.linear().in_bits(kLane);
  if (lane_bits != source_lanes) return false;
  std::vector<uint32_t> register_lanes(register_bits), register_registers(register_bits);
  for (int bit = 0; bit < register_bits; ++bit) std::tie(register_registers[bit], register_lanes[bit]) = solve(0, bit);
  std::vector<uint32_t> q(lane_bits), lanes(lane_bits), registers(lane_bits);
  F2Span chosen;
  for (int bit = 0; bit < lane_bits; ++bit) {
    const auto [r, l] = solve(1, bit);
    bool found = false;
    for (uint32_t candidate = 0; candidate < (1u << register_bits) && !found; ++candidate) {
      const uint32_t lane = l ^ apply_bits(register_lanes, candidate);
      F2Span trial = chosen;
      if (lane == 0 || !trial.insert(lane)) continue;
      chosen = trial;
      q[bit] = candidate, lanes[bit] = lane, registers[bit] = r ^ apply_bits(register_registers, candidate);
      found = true;
    }
    if (!found) return false;
  }
  // M: source lane bit -> source register bits, through L'^-1.
  F2Span inverse;
  for (uint32_t lane : lanes) inverse.insert(lane);
  std::vector<uint32_t> lane_to_register(source_lanes);
  for (int bit = 0; bit < source_lanes; ++bit)
    lane_to_register[bit] = apply_bits(registers, static_cast<uint32_t>(*inverse.solve(uint64_t{1} << bit)));
  const std::vector<uint32_t> selections = span_of(lane_to_register), placements = span_of(q);
  // A round: a select per further candidate and one exchange; a register: a select per further
  // placement.
  const int registers_count = 1 << register_bits;
  const int cost = registers_count * (int(selections.size()) - 1 + kExchangeCost) + registers_count * (int(placements.size()) - 1);
  if (cost > cost_limit) return false;
  auto lane_value = [&](const std::vector<uint32_t>& images) {
    llvm::Value* value = i32(0);
    for (size_t bit = 0; bit < images.size(); ++bit)
      if (images[bit])
        value = builder_.CreateXor(value, builder_.CreateMul(builder_.CreateAnd(builder_.CreateLShr(lane_, bit), 1), i32(images[bit])));
    return value;
  };
  llvm::Value* selector = lane_value(lane_to_register);   // M s
  llvm::Value* placement = lane_value(q);                 // Q d
  llvm::Value* reader_lane = lane_value(lanes);           // L' d
  bool identity = true;
  for (int bit = 0; bit < lane_bits; ++bit) identity &= lanes[bit] == (1u << bit);
  // One comparison per selector value, shared by every round (and per placement below).
  std::vector<llvm::Value*> selected, placed_at;
  for (uint32_t selection : selections) selected.push_back(builder_.CreateICmpEQ(selector, i32(selection)));
  for (uint32_t placed : placements) placed_at.push_back(builder_.CreateICmpEQ(placement, i32(placed)));
  Values rounds;
  for (uint32_t u = 0; u < (1u << register_bits); ++u) {
    const uint32_t offset = apply_bits(lane_to_register, apply_bits(register_lanes, u)) ^ apply_bits(register_registers, u);
    llvm::Value* provided = nullptr;
    for (size_t i = 0; i < selections.size(); ++i) {
      llvm::Value* value = source[offset ^ selections[i]];
      provided = provided ? builder_.CreateSelect(selected[i], value, provided) : value;
    }
    const uint32_t shift = apply_bits(register_lanes, u);
    rounds.push_back(identity && shift == 0 ? provided : shuffle_from(provided, builder_.CreateXor(reader_lane, i32(shift))));
  }
  Values result;
  for (uint32_t reg = 0; reg < (1u << register_bits); ++reg) {
    llvm::Value* value = nullptr;
    for (size_t i = 0; i < placements.size(); ++i)
      value = value ? builder_.CreateSelect(placed_at[i], rounds[reg ^ placements[i]], value) : rounds[reg ^ placements[i]];
    result.push_back(value);
  }
  set(op.results[0], result);
  return true;
}

// A conversion whose destination bases are the source's, permuted: a butterfly of lane
// exchanges at constant distances (DPP or permlane where the target has them) instead of
// exchanges from lanes computed at run time. A stage either swaps a register bit with a lane bit
// (each pair of registers: the lanes with the bit set keep the upper register and send the
// lower, the others the reverse; one exchange and three selects a pair) or swaps two lane bits
// (the lanes where they differ take their partner's value; an exchange and a select a register).
// Returns the plan's cost in convert_by_rounds' units, or -1 when the bases are not a
// permutation; `registers[b]` is the register bit that holds the destination's register bit b
// after the stages.
int Lowering::plan_swaps(const Op& op, const std::function<std::pair<uint32_t, uint32_t>(int, int)>& solve,
                         int source_registers, int source_lanes, std::vector<SwapStage>& stages,
                         std::vector<int>& registers) const {
  const LinearLayout& to = type(op.results[0]).layout.linear();
  if (to.in_bits(kRegister) != source_registers || to.in_bits(kLane) != source_lanes) return -1;
  // Basis ids: source register bit i is i, source lane bit j is source_registers + j.
  auto basis_of = [&](int in, int bit) {
    const auto [register_part, lane_part] = solve(in, bit);
    const uint64_t whole = uint64_t(register_part) | (uint64_t(lane_part) << source_registers);
    if (whole == 0 || (whole & (whole - 1)) != 0) return -1;
    return std::countr_zero(whole);
  };
  std::vector<bool> used(size_t(source_registers + source_lanes), false);
  std::vector<int> wanted_registers(source_registers), wanted_lanes(source_lanes);
  for (int in : {0, 1})
    for (int bit = 0; bit < (in == 0 ? source_registers : source_lanes); ++bit) {
      const int basis = basis_of(in, bit);
      if (basis < 0 || used[size_t(basis)]) return -1;
      used[size_t(basis)] = true;
      (in == 0 ? wanted_registers : wanted_lanes)[size_t(bit)] = basis;
    }
  std::vector<int> current_registers(source_registers), current_lanes(source_lanes);
  for (int bit = 0; bit < source_registers; ++bit) current_registers[size_t(bit)] = bit;
  for (int bit = 0; bit < source_lanes; ++bit) current_lanes[size_t(bit)] = source_registers + bit;
  const int registers_count = 1 << source_registers;
  auto exchange_cost = [&](int mask) { return target_->exchanges_in_valu(mask) ? 1 : kExchangeCost; };
  int cost = 0;
  stages.clear();
  for (int lane = 0; lane < source_lanes; ++lane) {
    const int wanted = wanted_lanes[size_t(lane)];
    if (current_lanes[size_t(lane)] == wanted) continue;
    const auto held = std::find(current_registers.begin(), current_registers.end(), wanted);
    if (held != current_registers.end()) {
      const int reg = int(held - current_registers.begin());
      stages.push_back({reg, lane, true});
      std::swap(current_registers[size_t(reg)], current_lanes[size_t(lane)]);
      cost += registers_count / 2 * (exchange_cost(1 << lane) + 3);
    } else {
      const int other = int(std::find(current_lanes.begin(), current_lanes.end(), wanted) - current_lanes.begin());
      stages.push_back({other, lane, false});
      std::swap(current_lanes[size_t(other)], current_lanes[size_t(lane)]);
      cost += registers_count * (exchange_cost((1 << lane) | (1 << other)) + 1);
    }
  }
  registers.assign(size_t(source_registers), 0);
  for (int bit = 0; bit < source_registers; ++bit)
    registers[size_t(bit)] = int(std::find(current_registers.begin(), current_registers.end(), wanted_registers[size_t(bit)]) -
                                 current_registers.begin());
  return cost;
}

void Lowering::convert_by_swaps(const Op& op, const std::vector<SwapStage>& stages, const std::vector<int>& registers) {
  Values values = get(op.operands[0]);
  auto lane_bit = [&](int bit) { return builder_.CreateICmpNE(builder_.CreateAnd(lane_, i32(1u << bit)), i32(0)); };
  for (const SwapStage& stage : stages) {
    llvm::Value* set_here = lane_bit(stage.lane);
    if (stage.with_register) {
      const uint32_t high = 1u << stage.other;
      for (uint32_t low = 0; low < values.size(); ++low) {
        if (low & high) continue;
        llvm::Value *lower = values[low], *upper = values[low | high];
        llvm::Value* received = shuffle_xor(builder_.CreateSelect(set_here, lower, upper), 1 << stage.lane, false);
        values[low] = builder_.CreateSelect(set_here, received, lower);
        values[low | high] = builder_.CreateSelect(set_here, upper, received);
      }
    } else {
      llvm::Value* differ = builder_.CreateXor(set_here, lane_bit(stage.other));
      const int mask = (1 << stage.lane) | (1 << stage.other);
      for (auto& value : values) value = builder_.CreateSelect(differ, shuffle_xor(value, mask, false), value);
    }
  }
  Values result;
  for (uint32_t reg = 0; reg < values.size(); ++reg) {
    uint32_t held = 0;
    for (size_t bit = 0; bit < registers.size(); ++bit)
      if ((reg >> bit) & 1) held |= 1u << registers[bit];
    result.push_back(values[held]);
  }
  set(op.results[0], result);
}

void Lowering::lower_convert(const Op& op) {
  const Layout &from = type(op.operands[0]).layout, &to = type(op.results[0]).layout;
  const Values& source = get(op.operands[0]);
  switch (classify_conversion(from, to)) {
    case ConversionKind::free: set(op.results[0], source); return;
    case ConversionKind::within_thread: set(op.results[0], pick_registers(source, from, to, op)); return;
    case ConversionKind::across_lanes: {
      const LinearLayout &a = from.linear(), &b = to.linear();
      const int source_registers = a.in_bits(kRegister), source_lanes = a.in_bits(kLane);
      F2Span span;
      for (int bit = 0; bit < source_registers; ++bit) span.insert(a.packed_basis(0, bit));
      for (int bit = 0; bit < source_lanes; ++bit) span.insert(a.packed_basis(1, bit));
      // Solutions split into (source register bits, source lane bits).
      auto solve = [&](int in, int bit) {
        const uint64_t solution = *span.solve(b.packed_basis(in, bit));
        return std::pair<uint32_t, uint32_t>(static_cast<uint32_t>(solution & ((1u << source_registers) - 1)),
                                             static_cast<uint32_t>(solution >> source_registers));
      };
      // The butterfly unless the rounds cost less.
      std::vector<SwapStage> stages;
      std::vector<int> swapped_registers;
      const int swap_cost = plan_swaps(op, solve, source_registers, source_lanes, stages, swapped_registers);
      if (convert_by_rounds(op, solve, source_registers, source_lanes, swap_cost < 0 ? INT_MAX : swap_cost - 1)) return;
      if (swap_cost >= 0) {
        convert_by_swaps(op, stages, swapped_registers);
        return;
      }
      // Lane-dependent parts, at run time: XOR of the solutions of this lane's set bits.
      llvm::Value* lane_part = i32(0);
      llvm::Value* register_part = i32(0);
      std::vector<uint32_t> register_generators;
      for (int bit = 0; bit < b.in_bits(kLane); ++bit) {
        const auto [registers, lanes] = solve(1, bit);
        llvm::Value* set = builder_.CreateAnd(builder_.CreateLShr(lane_, bit), 1);
        lane_part = builder_.CreateXor(lane_part, builder_.CreateMul(set, i32(lanes)));
        register_part = builder_.CreateXor(register_part, builder_.CreateMul(set, i32(registers)));
        if (registers) register_generators.push_back(registers);
      }
      // The register offsets a lane may need: the span of the lane-dependent register parts.
      std::vector<uint32_t> candidates = {0};
      for (uint32_t generator : register_generators) {
        const size_t count = candidates.size();
        bool fresh = true;
        for (size_t i = 0; i < count; ++i) fresh = fresh && candidates[i] != generator;
        if (!fresh) continue;
        for (size_t i = 0; i < count; ++i) candidates.push_back(candidates[i] ^ generator);
      }
      Values result;
      for (int reg = 0; reg < to.registers(); ++reg) {
        uint32_t registers = 0, lanes = 0;
        for (int bit = 0; bit < b.in_bits(kRegister); ++bit)
          if ((reg >> bit) & 1) {
            const auto [r, l] = solve(0, bit);
            registers ^= r, lanes ^= l;
          }
        llvm::Value* source_lane = builder_.CreateXor(lane_part, i32(lanes));
        llvm::Value* value = nullptr;
        for (uint32_t candidate : candidates) {
          llvm::Value* fetched = shuffle_from(source[registers ^ candidate], source_lane);
          value = value ? builder_.CreateSelect(builder_.CreateICmpEQ(register_part, i32(candidate)), fetched, value)
                        : fetched;
        }
        result.push_back(value);
      }
      set(op.results[0], result);
      return;
    }
    case ConversionKind::through_lds: {
      // Staged in the conflict-free LDS layout derived for this pair of layouts.
      const DType dtype = type(op.operands[0]).dtype;
      const int64_t base = lds_plan_.scratch_offsets.at(&op);
      const LdsLayout lds = conversion_lds_layout(kernel_, op);
      const auto accesses = lds_accesses(op);
      before_lds(op, accesses[0]);
      lds_transfer(from, lds, base, dtype, &source);
      emit_barrier();
      before_lds(op, accesses[1]);
      set(op.results[0], lds_transfer(to, lds, base, dtype, nullptr));
      return;
    }
  }
}

}  // namespace gfxtile::tile
