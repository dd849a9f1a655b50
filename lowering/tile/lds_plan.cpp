// LDS allocation by liveness: every explicit buffer lives from its lds_alloc to its last use
// (to the end of a loop that uses it from outside), every op's scratch only during the op;
// intervals are packed first-fit, so buffers that are never alive together share bytes.

#include <algorithm>
#include <functional>

#include "lowering/tile/lowering_internal.h"

namespace gfxtile::tile {
namespace {

std::vector<int> bits_along(const Layout& layout, int in, int axis) {
  std::vector<int> bits;
  const auto& bases = layout.linear().in_dims()[in].bases;
  for (size_t bit = 0; bit < bases.size(); ++bit) {
    bool moves = false;
    for (int d = 0; d < layout.rank(); ++d)
      if ((axis < 0 || d == axis) && bases[bit][d] != 0) moves = true;
    if (moves) bits.push_back(static_cast<int>(bit));
  }
  return bits;
}

struct Interval {
  int64_t start, end, bytes;
  ValueId buffer = kNoValue;
  const Op* op = nullptr;
  int64_t offset = 0;
};

// Within the bytes first-fit needs anyway, each op's scratch moves off the previous scratch's
// bytes (in program order) where a free range allows: an op that writes its scratch right after
// the previous one read the same bytes needs a barrier first (Lowering::before_lds), so two
// conversions through LDS in a row cost three barriers where disjoint bytes cost two. The
// allocation does not grow (the occupancy is unchanged), and offsets stay on 256-byte
// boundaries so each layout meets the banks as it did at offset 0.
void alternate_scratch(std::vector<Interval>& intervals, int64_t total_bytes) {
  constexpr int64_t kAlignment = 256;
  const Interval* previous = nullptr;
  for (Interval& interval : intervals) {
    if (!interval.op) continue;
    auto overlaps = [&](const Interval& other, int64_t offset) {
      return other.offset < offset + interval.bytes && offset < other.offset + other.bytes;
    };
    if (previous && overlaps(*previous, interval.offset)) {
      // Candidates: the aligned ends of every range in use now, lowest first.
      std::vector<const Interval*> busy = {previous};
      for (const Interval& other : intervals)
        if (&other != &interval && other.buffer != kNoValue && other.start <= interval.end && interval.start <= other.end)
          busy.push_back(&other);
      std::vector<int64_t> candidates = {0};
      for (const Interval* other : busy) candidates.push_back((other->offset + other->bytes + kAlignment - 1) / kAlignment * kAlignment);
      std::sort(candidates.begin(), candidates.end());
      for (int64_t offset : candidates) {
        if (offset + interval.bytes > total_bytes) break;
        bool free = true;
        for (const Interval* other : busy) free = free && !overlaps(*other, offset);
        if (free) {
          interval.offset = offset;
          break;
        }
      }
    }
    previous = &interval;
  }
}

}  // namespace

std::vector<int> wave_bits_along(const Layout& layout, int axis) { return bits_along(layout, 2, axis); }
std::vector<int> lane_bits_along(const Layout& layout, int axis) { return bits_along(layout, 1, axis); }

int64_t scratch_bytes(const Kernel& kernel, const Op& op) {
  if (op.kind == OpKind::reduce) {
    const Type& source = kernel.type(op.operands[0]);
    const int axis = static_cast<int>(op.integer("axis", -1));
    const auto bits = wave_bits_along(source.layout, axis);
    if (bits.empty()) return 0;
    const int64_t outputs = axis < 0 ? 1 : source.elements() / source.shape[axis];
    const int64_t slot = std::max(4, source.dtype.bytes()) + (op.integer("reduce") == static_cast<int64_t>(ReduceKind::argmax) ? 4 : 0);
    return (int64_t{1} << bits.size()) * outputs * slot;
  }
  if (op.kind == OpKind::scan) {
    // Chunk totals per wave along the axis: chunks x waves x outputs slots.
    const Type& source = kernel.type(op.operands[0]);
    const int axis = static_cast<int>(op.integer("axis"));
    const auto waves = wave_bits_along(source.layout, axis);
    if (waves.empty()) return 0;
    int32_t highest = 0;
    for (int in = 1; in <= 2; ++in)
      for (const auto& basis : source.layout.linear().in_dims()[in].bases) highest = std::max(highest, basis[axis]);
    int64_t chunks = 1;
    for (const auto& basis : source.layout.linear().in_dims()[0].bases)
      if (basis[axis] > highest) chunks *= 2;
    const int64_t outputs = source.elements() / source.shape[axis];
    return chunks * (int64_t{1} << waves.size()) * outputs * std::max(4, source.dtype.bytes());
  }
  // A workgroup's atomic (scalar pointer) hands its old value to the other waves through a slot.
  if (op.kind == OpKind::atomic && kernel.type(op.operands[0]).is_scalar() && kernel.waves > 1) return 8;
  if (op.kind == OpKind::convert_layout && op.text("conversion") == "through_lds") {
    const Type& source = kernel.type(op.operands[0]);
    return conversion_lds_layout(kernel, op).allocation_elements() * std::max(1, source.dtype.bytes());
  }
  return 0;
}

LdsPlan plan_lds(const Kernel& kernel) {
  std::vector<Interval> intervals;
  std::unordered_map<ValueId, size_t> buffer_interval;
  struct Loop {
    int64_t start, end;
  };
  int64_t counter = 0;
  // First pass: op indices and the extent of each region-holding op.
  std::unordered_map<const Op*, std::pair<int64_t, int64_t>> extent;
  std::function<void(const Block&)> number = [&](const Block& block) {
    for (const auto& op : block.ops) {
      const int64_t start = counter++;
      for (const auto& region : op->regions) number(region);
      extent[op.get()] = {start, counter - 1};
    }
  };
  number(kernel.body);
  std::vector<Loop> loops;
  std::function<void(const Block&)> visit = [&](const Block& block) {
    for (const auto& op : block.ops) {
      const auto [start, end] = extent[op.get()];
      for (ValueId operand : op->operands)
        if (auto found = buffer_interval.find(operand); found != buffer_interval.end()) {
          Interval& interval = intervals[found->second];
          interval.end = std::max(interval.end, start);
          for (const Loop& loop : loops)
            if (loop.start > interval.start) interval.end = std::max(interval.end, loop.end);
        }
      if (op->kind == OpKind::lds_alloc) {
        buffer_interval[op->results[0]] = intervals.size();
        intervals.push_back({start, start, lds_buffer_bytes(kernel, op->results[0]), op->results[0], nullptr});
      }
      // A stage of a staged buffer keeps the whole buffer alive.
      if (op->kind == OpKind::lds_stage) buffer_interval[op->results[0]] = buffer_interval.at(op->operands[0]);
      if (const int64_t bytes = scratch_bytes(kernel, *op); bytes > 0)
        intervals.push_back({start, start, bytes, kNoValue, op.get()});
      const bool loop = op->kind == OpKind::for_ || op->kind == OpKind::while_;
      if (loop) loops.push_back({start, end});
      for (const auto& region : op->regions) visit(region);
      if (loop) loops.pop_back();
    }
  };
  visit(kernel.body);

  LdsPlan plan;
  std::vector<const Interval*> placed;
  for (auto& interval : intervals) {
    int64_t offset = 0;
    bool moved = true;
    while (moved) {
      moved = false;
      for (const Interval* other : placed)
        if (other->start <= interval.end && interval.start <= other->end && other->offset < offset + interval.bytes &&
            offset < other->offset + other->bytes) {
          offset = (other->offset + other->bytes + 15) / 16 * 16;
          moved = true;
        }
    }
    interval.offset = offset;
    placed.push_back(&interval);
    plan.total_bytes = std::max(plan.total_bytes, offset + interval.bytes);
  }
  alternate_scratch(intervals, plan.total_bytes);
  for (const Interval& interval : intervals) {
    if (interval.buffer != kNoValue) plan.buffer_offsets[interval.buffer] = interval.offset;
    if (interval.op) {
      plan.scratch_offsets[interval.op] = interval.offset;
      plan.scratch_bytes[interval.op] = interval.bytes;
    }
  }
  return plan;
}

}  // namespace gfxtile::tile
