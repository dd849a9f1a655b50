#include "dsl/lds_layout.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <limits>
#include <numeric>
#include <optional>
#include <tuple>

#include <fmt/format.h>

#include "core/error.h"

namespace gfxtile {
namespace {

bool is_power_of_two(int64_t value) { return value > 0 && (value & (value - 1)) == 0; }
int log2_of(int64_t value) { return std::countr_zero(static_cast<uint64_t>(value)); }

// Errors name the author's line, like the distributed layout constructors.
[[noreturn]] void fail_lds(const std::source_location& location, const char* what, const std::string& message) {
  std::string file = location.file_name();
  if (const size_t slash = file.find_last_of('/'); slash != std::string::npos) file = file.substr(slash + 1);
  throw Error(fmt::format("{}:{}: kernel '{}': {}: {}", file, location.line(), layout_defaults().kernel, what, message));
}

std::vector<int> checked_order(const std::vector<int64_t>& shape, const std::vector<int>& order,
                               const std::source_location& location, const char* what) {
  for (int64_t size : shape)
    if (!is_power_of_two(size))
      fail_lds(location, what, fmt::format("shape [{}] has a dimension that is not a power of two", fmt::join(shape, ", ")));
  const int rank = static_cast<int>(shape.size());
  if (rank == 0) fail_lds(location, what, "an LDS layout needs at least one dimension");
  std::vector<int> result = order;
  if (result.empty())
    for (int d = rank - 1; d >= 0; --d) result.push_back(d);
  std::vector<int> sorted = result;
  std::sort(sorted.begin(), sorted.end());
  std::vector<int> expected(static_cast<size_t>(rank));
  std::iota(expected.begin(), expected.end(), 0);
  if (sorted != expected)
    fail_lds(location, what, fmt::format("order [{}] is not a permutation of the {} dimensions", fmt::join(order, ", "), rank));
  return result;
}

// The linear layout of `offset_of` (a linear function of the coordinates): each coordinate
// bit's basis is the offset of that bit alone.
template <typename OffsetOf>
LinearLayout linear_from(const std::vector<int64_t>& shape, OffsetOf offset_of) {
  int64_t total = 1;
  for (int64_t size : shape) total *= size;
  std::vector<LinearLayout::InDim> ins;
  for (size_t d = 0; d < shape.size(); ++d) {
    LinearLayout::InDim in{dim_name(static_cast<int>(d)), {}};
    for (int bit = 0; bit < log2_of(shape[d]); ++bit) {
      std::vector<int64_t> coordinates(shape.size(), 0);
      coordinates[d] = int64_t{1} << bit;
      in.bases.push_back({static_cast<int32_t>(offset_of(coordinates))});
    }
    ins.push_back(std::move(in));
  }
  return LinearLayout(std::move(ins), {{kOffset, static_cast<int32_t>(total)}});
}

std::vector<int64_t> strides_of(const std::vector<int64_t>& shape, const std::vector<int>& order) {
  std::vector<int64_t> strides(shape.size(), 1);
  int64_t stride = 1;
  for (int d : order) strides[static_cast<size_t>(d)] = stride, stride *= shape[static_cast<size_t>(d)];
  return strides;
}

}  // namespace

std::vector<int64_t> LdsLayout::shape() const {
  std::vector<int64_t> result;
  for (const auto& in : linear.in_dims()) result.push_back(int64_t{1} << in.bases.size());
  return result;
}

int64_t LdsLayout::padded(int64_t linear_offset) const {
  int64_t result = linear_offset;
  for (const auto& [interval, pad] : padding) result += (linear_offset / interval) * pad;
  return result;
}

int64_t LdsLayout::offset(const std::vector<int32_t>& coordinates) const {
  return padded(linear.apply(coordinates)[0]);
}

int64_t LdsLayout::allocation_elements() const { return padded(linear.total_out_size() - 1) + 1; }

bool LdsLayout::is_row_major() const {
  if (!padding.empty()) return false;
  const auto shape_now = shape();
  std::vector<int> order;
  for (int d = rank() - 1; d >= 0; --d) order.push_back(d);
  const auto strides = strides_of(shape_now, order);
  return linear == linear_from(shape_now, [&](const std::vector<int64_t>& c) {
           int64_t offset = 0;
           for (size_t d = 0; d < c.size(); ++d) offset += c[d] * strides[d];
           return offset;
         });
}

std::string LdsLayout::to_string() const {
  std::string text = description.empty() ? "lds" : description;
  text += " " + linear.to_string();
  for (const auto& [interval, pad] : padding) text += fmt::format(" pad {} every {}", pad, interval);
  return text;
}

LdsLayout row_major_lds(const std::vector<int64_t>& shape, const std::vector<int>& order, std::source_location location) {
  const auto dims = checked_order(shape, order, location, "row_major_lds");
  const auto strides = strides_of(shape, dims);
  LdsLayout layout;
  layout.linear = linear_from(shape, [&](const std::vector<int64_t>& c) {
    int64_t offset = 0;
    for (size_t d = 0; d < c.size(); ++d) offset += c[d] * strides[d];
    return offset;
  });
  layout.description = fmt::format("row_major<order=[{}]>", fmt::join(dims, ","));
  return layout;
}

LdsLayout swizzled_lds(const std::vector<int64_t>& shape, int vector, int per_phase, int max_phase,
                       const std::vector<int>& order, std::source_location location) {
  const auto dims = checked_order(shape, order, location, "swizzled_lds");
  if (dims.size() < 2) fail_lds(location, "swizzled_lds", "a swizzle needs two dimensions (a row and a column)");
  if (!is_power_of_two(vector) || !is_power_of_two(per_phase) || !is_power_of_two(max_phase))
    fail_lds(location, "swizzled_lds",
             fmt::format("vector {}, per_phase {} and max_phase {} must be powers of two", vector, per_phase, max_phase));
  const int column = dims[0], row = dims[1];
  if (int64_t{vector} * max_phase > shape[static_cast<size_t>(column)])
    fail_lds(location, "swizzled_lds",
             fmt::format("vector {} x max_phase {} exceeds the {} columns of dimension {}, so the XOR would leave the row",
                         vector, max_phase, shape[static_cast<size_t>(column)], column));
  const auto strides = strides_of(shape, dims);
  LdsLayout layout;
  // Every term below occupies its own bits of the offset, so the sum is linear over F2.
  layout.linear = linear_from(shape, [&](const std::vector<int64_t>& c) {
    const int64_t phase = (c[static_cast<size_t>(row)] / per_phase) % max_phase;
    int64_t offset = 0;
    for (size_t d = 0; d < c.size(); ++d)
      offset += (static_cast<int>(d) == column ? (c[d] ^ (phase * vector)) : c[d]) * strides[d];
    return offset;
  });
  layout.description = fmt::format("swizzled<vector={}, per_phase={}, max_phase={}, order=[{}]>", vector, per_phase,
                                   max_phase, fmt::join(dims, ","));
  return layout;
}

LdsLayout padded_lds(const std::vector<int64_t>& shape, int64_t interval, int64_t pad, const std::vector<int>& order,
                     std::source_location location) {
  LdsLayout layout = row_major_lds(shape, order, location);
  if (!is_power_of_two(interval) || !is_power_of_two(pad))
    fail_lds(location, "padded_lds", fmt::format("interval {} and pad {} must be powers of two", interval, pad));
  layout.padding = {{interval, pad}};
  layout.description = fmt::format("padded<interval={}, pad={}, order=[{}]>", interval, pad,
                                   fmt::join(checked_order(shape, order, location, "padded_lds"), ","));
  return layout;
}

std::vector<int64_t> lds_layout_bases(const LdsLayout& layout) {
  std::vector<int64_t> bases;
  for (const auto& in : layout.linear.in_dims())
    for (const auto& basis : in.bases) bases.push_back(basis[0]);
  return bases;
}

std::vector<int64_t> lds_layout_padding(const LdsLayout& layout) {
  std::vector<int64_t> padding;
  for (const auto& [interval, pad] : layout.padding) padding.push_back(interval), padding.push_back(pad);
  return padding;
}

LdsLayout lds_layout_from_bases(const std::vector<int64_t>& shape, const std::vector<int64_t>& bases,
                                const std::vector<int64_t>& padding) {
  int64_t total = 1;
  std::vector<LinearLayout::InDim> ins;
  size_t next = 0;
  for (size_t d = 0; d < shape.size(); ++d) {
    LinearLayout::InDim in{dim_name(static_cast<int>(d)), {}};
    for (int bit = 0; bit < log2_of(shape[d]); ++bit) {
      if (next >= bases.size()) fail("lds layout: {} bases for shape [{}]", bases.size(), fmt::join(shape, ", "));
      in.bases.push_back({static_cast<int32_t>(bases[next++])});
    }
    total *= shape[d];
    ins.push_back(std::move(in));
  }
  LdsLayout layout;
  layout.linear = LinearLayout(std::move(ins), {{kOffset, static_cast<int32_t>(total)}});
  for (size_t i = 0; i + 1 < padding.size(); i += 2) layout.padding.emplace_back(padding[i], padding[i + 1]);
  layout.description = "lds";
  return layout;
}

int LdsBankModel::lanes_per_phase(int access_bytes) const {
  return phase_bytes / std::max(access_bytes, phase_bytes / 32);
}

LdsBankModel lds_bank_model(Architecture architecture) {
  if (architecture == Architecture::gfx1250) return {64, 256, architecture};
  return {32, 128, architecture};
}

LdsTransposedRead lds_transposed_read(Architecture architecture, int element_bytes) {
  if (architecture == Architecture::gfx950) {
    if (element_bytes == 2) return {"ds_read_b64_tr_b16", 4, 16};
    if (element_bytes == 1) return {"ds_read_b64_tr_b8", 8, 16};
  }
  if (architecture == Architecture::gfx1250) {
    if (element_bytes == 2) return {"ds_load_tr16_b128", 8, 8};
    if (element_bytes == 1) return {"ds_load_tr8_b64", 8, 8};
  }
  return {};
}

namespace {

// The per-lane start offsets of `read` delivering `layout` from `lds`, or nullopt when the
// layout does not fit the read's rule. Lane m of a block of G lanes (E elements each, R = G / E
// reads per row) reads the elements that lanes (m % R) * E + j, j < E, receive as their element
// m / R: so its lane bits below log2 R stand for the layout's lane bits from log2 E up, its
// next log2 E bits for the layout's register bits 0 .. log2 E - 1, and the elements j it reads
// must be the layout's lane bits 0 .. log2 E - 1, which must therefore be LDS offsets 1, 2, 4 ..
std::optional<LinearLayout> transposed_offsets(const LinearLayout& composed, const LdsLayout& lds,
                                               const LdsTransposedRead& read) {
  const auto &registers = composed.in_dims()[0].bases, &lanes = composed.in_dims()[1].bases,
             &waves = composed.in_dims()[2].bases;
  const int element_bits = log2_of(read.elements), block_bits = log2_of(read.lane_block),
            row_bits = block_bits - element_bits;
  if (static_cast<int>(registers.size()) < element_bits || static_cast<int>(lanes.size()) < block_bits) return std::nullopt;
  for (int bit = 0; bit < element_bits; ++bit)
    if (lanes[static_cast<size_t>(bit)][0] != (int32_t{1} << bit)) return std::nullopt;
  std::vector<std::vector<int32_t>> new_registers, new_lanes;
  for (size_t bit = 0; bit < registers.size(); ++bit)
    new_registers.push_back(bit < static_cast<size_t>(element_bits) ? std::vector<int32_t>{0} : registers[bit]);
  for (int bit = 0; bit < static_cast<int>(lanes.size()); ++bit)
    new_lanes.push_back(bit < row_bits     ? lanes[static_cast<size_t>(element_bits + bit)]
                        : bit < block_bits ? registers[static_cast<size_t>(bit - row_bits)]
                                           : lanes[static_cast<size_t>(bit)]);
  // Each lane's E elements must be one aligned run: no other basis touches the low bits.
  for (const std::vector<std::vector<int32_t>>* bases : {&std::as_const(new_registers), &std::as_const(new_lanes), &waves})
    for (const auto& basis : *bases)
      if (basis[0] & (read.elements - 1)) return std::nullopt;
  for (const auto& [interval, pad] : lds.padding)
    if (interval < read.elements || pad % read.elements != 0) return std::nullopt;
  return LinearLayout({{kRegister, new_registers}, {kLane, new_lanes}, {kWave, waves}}, composed.out_dims());
}

}  // namespace

LdsAccessPlan lds_access_plan(const Layout& layout, const LdsLayout& lds, DType dtype, LdsDirection direction,
                              Architecture architecture) {
  const int bytes = std::max(1, dtype.bytes());
  LdsAccessPlan plan;
  plan.offsets = layout.linear().compose(lds.linear);
  plan.vector = lds_vector_elements(layout, lds, bytes);
  if (direction != LdsDirection::load) return plan;
  const LdsTransposedRead read = lds_transposed_read(architecture, dtype.bytes());
  if (!read.valid() || plan.vector >= read.elements) return plan;
  if (auto offsets = transposed_offsets(plan.offsets, lds, read)) {
    plan.offsets = *offsets;
    plan.vector = read.elements;
    plan.transposed = read;
  }
  return plan;
}

int lds_vector_elements(const Layout& layout, const LdsLayout& lds, int element_bytes) {
  const LinearLayout composed = layout.linear().compose(lds.linear);
  const auto& registers = composed.in_dims()[0].bases;
  int bits = 0;
  while (bits < static_cast<int>(registers.size()) && registers[static_cast<size_t>(bits)][0] == (int32_t{1} << bits)) ++bits;
  bits = std::min(bits, std::countr_zero(static_cast<unsigned>(std::max(1, 16 / element_bytes))));
  // Register i of a group lands at (the group's offset) XOR i, which is the group's offset + i
  // only when every other basis leaves the low bits alone (a swizzle of single elements does not).
  for (size_t in = 0; in < composed.in_dims().size(); ++in)
    for (size_t bit = in == 0 ? static_cast<size_t>(bits) : 0; bit < composed.in_dims()[in].bases.size(); ++bit)
      bits = std::min(bits, std::countr_zero(static_cast<uint32_t>(composed.in_dims()[in].bases[bit][0]) | (1u << 30)));
  int width = 1 << bits;
  // A vector must not straddle a padding gap, and padding must keep it aligned.
  for (const auto& [interval, pad] : lds.padding) {
    width = static_cast<int>(std::min<int64_t>(width, interval));
    width = static_cast<int>(std::min<int64_t>(width, pad & -pad));
  }
  return width;
}

namespace {

// lds_cost, stopping once the conflicts exceed `limit` (the search's test of a candidate).
LdsCost counted_lds_cost(const Layout& layout, const LdsLayout& lds, DType dtype, const LdsBankModel& model,
                         LdsDirection direction, int64_t limit) {
  const int bytes = std::max(1, dtype.bytes());
  const LdsAccessPlan plan = lds_access_plan(layout, lds, dtype, direction, model.architecture);
  const LinearLayout& composed = plan.offsets;
  LdsCost cost;
  cost.vector = plan.vector;
  const int access = cost.vector * bytes;
  const int per_phase = model.lanes_per_phase(access);
  const int lanes = layout.lanes();
  // offset(reg, lane, wave) = offset(reg) ^ offset(lane) ^ offset(wave): each part once.
  auto part = [&](int in, int count) {
    std::vector<int32_t> offsets(static_cast<size_t>(count), 0);
    const auto& bases = composed.in_dims()[static_cast<size_t>(in)].bases;
    for (int index = 1; index < count; ++index) {
      const int bit = std::countr_zero(static_cast<unsigned>(index));
      offsets[static_cast<size_t>(index)] = offsets[static_cast<size_t>(index & (index - 1))] ^ bases[static_cast<size_t>(bit)][0];
    }
    return offsets;
  };
  const auto register_offsets = part(0, layout.registers()), lane_offsets = part(1, lanes),
             wave_offsets = part(2, layout.waves());
  // Without padding, addresses are linear: an instruction's lanes sit at (its fixed part) XOR
  // (their lane parts), and XOR by a constant moves every dword by the same XOR, which keeps
  // which lanes share a bank and which share a dword. So every instruction has the conflicts of
  // the first, counted once (the search below scores hundreds of candidates per conversion).
  const bool uniform = lds.padding.empty();
  // A phase's distinct dwords per bank, chained: head[bank] -> index -> next index.
  std::vector<uint32_t> dwords;
  std::vector<int> head(static_cast<size_t>(model.banks)), next, per_bank(static_cast<size_t>(model.banks));
  int64_t first_instruction_conflicts = -1;
  for (int wave = 0; wave < layout.waves(); ++wave)
    for (int reg = 0; reg < layout.registers(); reg += cost.vector) {
      ++cost.instructions;
      if (uniform && first_instruction_conflicts >= 0) {
        cost.conflicts += first_instruction_conflicts;
        if (cost.conflicts > limit) return cost;
        continue;
      }
      int64_t conflicts = 0;
      const int32_t fixed = register_offsets[static_cast<size_t>(reg)] ^ wave_offsets[static_cast<size_t>(wave)];
      for (int first = 0; first < lanes; first += per_phase) {
        dwords.clear();
        next.clear();
        std::fill(head.begin(), head.end(), -1);
        std::fill(per_bank.begin(), per_bank.end(), 0);
        int worst = 1;
        for (int lane = first; lane < std::min(lanes, first + per_phase); ++lane) {
          const int64_t address = lds.padded(fixed ^ lane_offsets[static_cast<size_t>(lane)]) * bytes;
          for (int64_t dword = address / 4; dword <= (address + access - 1) / 4; ++dword) {
            const auto value = static_cast<uint32_t>(dword);
            const size_t bank = value % static_cast<uint32_t>(model.banks);
            bool seen = false;  // a shared dword is a broadcast
            for (int at = head[bank]; at >= 0 && !seen; at = next[static_cast<size_t>(at)]) seen = dwords[static_cast<size_t>(at)] == value;
            if (seen) continue;
            dwords.push_back(value);
            next.push_back(head[bank]);
            head[bank] = static_cast<int>(dwords.size()) - 1;
            worst = std::max(worst, ++per_bank[bank]);
          }
        }
        conflicts += worst - 1;
        if (cost.conflicts + conflicts > limit) {
          cost.conflicts += conflicts;
          return cost;
        }
      }
      first_instruction_conflicts = conflicts;
      cost.conflicts += conflicts;
    }
  return cost;
}

}  // namespace

LdsCost lds_cost(const Layout& layout, const LdsLayout& lds, DType dtype, const LdsBankModel& model,
                 LdsDirection direction) {
  return counted_lds_cost(layout, lds, dtype, model, direction, std::numeric_limits<int64_t>::max());
}

namespace {

// Rank over F2 of a set of bit vectors.
int f2_rank(std::vector<uint32_t> vectors) {
  int rank = 0;
  for (size_t i = 0; i < vectors.size(); ++i) {
    const uint32_t pivot = vectors[i];
    if (pivot == 0) continue;
    ++rank;
    const uint32_t low = pivot & -pivot;
    for (size_t j = i + 1; j < vectors.size(); ++j)
      if (vectors[j] & low) vectors[j] ^= pivot;
  }
  return rank;
}

// One access of a layout (store or load) as the XOR search sees it: the offsets (before the
// swizzle) of the lane bits that share a phase, and the dword bits a lane's own vector covers.
struct PhaseLanes {
  std::vector<uint32_t> offsets;
  int vector_dword_bits = 0;
};

// `vector_cap`: the swizzle may narrow the access to at most that many elements a lane.
PhaseLanes phase_lanes(const Layout& layout, const LdsLayout& lds, DType dtype, LdsDirection direction,
                       const LdsBankModel& model, int vector_cap) {
  const int bytes = std::max(1, dtype.bytes());
  const LdsAccessPlan plan = lds_access_plan(layout, lds, dtype, direction, model.architecture);
  const int access = std::min(plan.vector, vector_cap) * bytes;
  PhaseLanes result;
  result.vector_dword_bits = access > 4 ? log2_of(access / 4) : 0;
  const auto& lanes = plan.offsets.in_dims()[1].bases;
  const int bits = std::min<int>(static_cast<int>(lanes.size()), log2_of(model.lanes_per_phase(access)));
  for (int bit = 0; bit < bits; ++bit) result.offsets.push_back(static_cast<uint32_t>(lanes[static_cast<size_t>(bit)][0]));
  return result;
}

// An XOR swizzle of `base` (unpadded, elements of at most 4 bytes) under which both accesses are
// free of bank conflicts, or nullopt: each offset bit above the banks (a "row" bit) XORs a mask
// into the bank bits above the accesses' vectors, so vectors stay whole and the map stays
// bijective. Triton's swizzles are the masks that follow the row bits in order; some pairs (an
// MMA accumulator into an operand layout whose lanes run down the columns) need others. The
// masks are found by backtracking: an access is conflict-free when its phase lanes' dwords,
// modulo the lane's own vector, stay independent when cut to their bank bits.
std::optional<LdsLayout> xor_swizzle_above(const LdsLayout& base, const Layout& writer, const Layout& reader, DType dtype,
                                           const LdsBankModel& model, int low) {
  const int bytes = std::max(1, dtype.bytes());
  const int offset_bits = log2_of(base.linear.total_out_size()), element_shift = log2_of(4 / bytes);
  const int bank_bits = log2_of(model.banks), bank_end = std::min(offset_bits, element_shift + bank_bits);
  const std::vector<PhaseLanes> accesses = {phase_lanes(writer, base, dtype, LdsDirection::store, model, 1 << low),
                                            phase_lanes(reader, base, dtype, LdsDirection::load, model, 1 << low)};
  for (const PhaseLanes& access : accesses) low = std::max(low, element_shift + access.vector_dword_bits);
  if (low >= bank_end || bank_end >= offset_bits) return std::nullopt;
  const uint32_t bank_mask = (uint32_t{1} << bank_bits) - 1;
  // The row bits the phase lanes use, in order; the others keep mask 0.
  std::vector<int> rows;
  for (const PhaseLanes& access : accesses)
    for (uint32_t offset : access.offsets)
      for (int bit = bank_end; bit < offset_bits; ++bit)
        if ((offset >> bit & 1) && std::find(rows.begin(), rows.end(), bit) == rows.end()) rows.push_back(bit);
  std::sort(rows.begin(), rows.end());
  std::vector<uint32_t> masks(rows.size(), 0);
  auto swizzled = [&](uint32_t offset, size_t assigned) {
    uint32_t result = offset;
    for (size_t r = 0; r < assigned; ++r)
      if (offset >> rows[r] & 1) result ^= masks[r] << low;
    return result;
  };
  // Whether the phase lanes whose row bits are all among the first `assigned` are conflict-free.
  auto feasible = [&](size_t assigned) {
    uint32_t unassigned = 0;
    for (size_t r = assigned; r < rows.size(); ++r) unassigned |= uint32_t{1} << rows[r];
    for (const PhaseLanes& access : accesses) {
      std::vector<uint32_t> dwords, banks;
      for (uint32_t offset : access.offsets) {
        if (offset & unassigned) continue;
        const uint32_t dword = (swizzled(offset, assigned) >> element_shift) >> access.vector_dword_bits;
        dwords.push_back(dword);
        banks.push_back(dword & (bank_mask >> access.vector_dword_bits));
      }
      if (f2_rank(dwords) != f2_rank(banks)) return false;
    }
    return true;
  };
  if (!feasible(0)) return std::nullopt;  // lanes within the bank bits collide whatever the rows do
  const uint32_t choices = uint32_t{1} << (bank_end - low);
  int64_t budget = 1 << 16;  // nodes: bounds the compile time when no swizzle exists
  std::function<bool(size_t)> search = [&](size_t next) {
    if (next == rows.size()) return true;
    for (uint32_t mask = 0; mask < choices; ++mask) {
      if (--budget < 0) return false;
      masks[next] = mask;
      if (feasible(next + 1) && search(next + 1)) return true;
    }
    masks[next] = 0;
    return false;
  };
  if (!search(0)) return std::nullopt;
  std::vector<int64_t> bases;
  for (int64_t basis : lds_layout_bases(base)) bases.push_back(swizzled(static_cast<uint32_t>(basis), rows.size()));
  LdsLayout layout = lds_layout_from_bases(base.shape(), bases, {});
  std::string text;
  for (size_t r = 0; r < rows.size(); ++r)
    if (masks[r]) text += fmt::format("{}{}:{}", text.empty() ? "" : ", ", int64_t{1} << rows[r], int64_t{masks[r]} << low);
  layout.description = fmt::format("xor<{}> of {}", text, base.description);
  return layout;
}

// The widest vectors first: masks above both accesses' vectors, then above narrower ones.
std::optional<LdsLayout> xor_swizzle(const LdsLayout& base, const Layout& writer, const Layout& reader, DType dtype,
                                     const LdsBankModel& model) {
  const int bytes = std::max(1, dtype.bytes());
  if (bytes > 4 || !base.padding.empty()) return std::nullopt;
  int widest = 0;
  for (const Layout* layout : {&writer, &reader}) widest = std::max(widest, log2_of(lds_vector_elements(*layout, base, bytes)));
  for (int low = widest; low >= 0; --low)
    if (auto layout = xor_swizzle_above(base, writer, reader, dtype, model, low)) return layout;
  return std::nullopt;
}

}  // namespace

LdsLayout conflict_free_lds_layout(const Layout& writer, const Layout& reader, DType dtype, const LdsBankModel& model,
                                   std::source_location location) {
  if (writer.shape() != reader.shape())
    fail_lds(location, "conflict_free_lds_layout",
             fmt::format("the writer's shape [{}] differs from the reader's [{}]", fmt::join(writer.shape(), ", "),
                         fmt::join(reader.shape(), ", ")));
  const std::vector<int64_t> shape = writer.shape();
  const int rank = static_cast<int>(shape.size());
  const int bytes = std::max(1, dtype.bytes());
  // Dimension orders, row-major first.
  std::vector<std::vector<int>> orders;
  std::vector<int> order(static_cast<size_t>(rank));
  std::iota(order.rbegin(), order.rend(), 0);
  do orders.push_back(order);
  while (std::prev_permutation(order.begin(), order.end()));

  // Candidates compare by (conflicts, instructions, bytes spanned); the first of equals wins.
  using Score = std::tuple<int64_t, int64_t, int64_t>;
  LdsLayout best;
  Score best_score{};
  auto consider = [&](const LdsLayout& candidate) {
    const LdsCost write = lds_cost(writer, candidate, dtype, model, LdsDirection::store),
                  read = lds_cost(reader, candidate, dtype, model, LdsDirection::load);
    const Score score{write.conflicts + read.conflicts, write.instructions + read.instructions,
                      candidate.allocation_elements()};
    if (!best.valid() || score < best_score) best = candidate, best_score = score;
  };
  for (const auto& dims : orders) {
    consider(row_major_lds(shape, dims, location));
    if (rank < 2) continue;
    const int64_t columns = shape[static_cast<size_t>(dims[0])], rows = shape[static_cast<size_t>(dims[1])];
    for (int64_t vector = 1; vector <= columns; vector *= 2)
      for (int64_t per_phase = 1; per_phase <= rows; per_phase *= 2)
        for (int64_t max_phase = 2; vector * max_phase <= columns && per_phase * max_phase <= rows * 2; max_phase *= 2)
          consider(swizzled_lds(shape, static_cast<int>(vector), static_cast<int>(per_phase), static_cast<int>(max_phase),
                                dims, location));
  }
  if (std::get<0>(best_score) == 0) return best;
  // No swizzle of that family avoids every conflict: padding (which costs LDS bytes, but keeps
  // the registers' parts of the addresses additive, so they fold into the instructions' offsets)
  // may.
  int64_t total = 1;
  for (int64_t size : shape) total *= size;
  // Scored only when conflict-free (a candidate stops being counted at its first conflict); the
  // others only matter when nothing is conflict-free, and are scored then.
  auto conflict_free = [&](const LdsLayout& candidate) {
    return counted_lds_cost(writer, candidate, dtype, model, LdsDirection::store, 0).conflicts == 0 &&
           counted_lds_cost(reader, candidate, dtype, model, LdsDirection::load, 0).conflicts == 0;
  };
  auto for_each_padding = [&](const std::function<void(const LdsLayout&)>& visit) {
    for (const auto& dims : orders)
      for (int64_t interval = 1; interval < total; interval *= 2)
        for (int64_t pad = 1; pad * bytes <= 16; pad *= 2) visit(padded_lds(shape, interval, pad, dims, location));
  };
  for_each_padding([&](const LdsLayout& candidate) {
    if (conflict_free(candidate)) consider(candidate);
  });
  if (std::get<0>(best_score) == 0) return best;
  // Else a general XOR swizzle of each order (each register's address then takes an XOR).
  for (const auto& dims : orders)
    if (auto candidate = xor_swizzle(row_major_lds(shape, dims, location), writer, reader, dtype, model)) consider(*candidate);
  if (std::get<0>(best_score) == 0) return best;
  for_each_padding(consider);
  return best;
}

}  // namespace gfxtile
