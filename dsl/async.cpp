// The asynchronous-copy part of the DSL (dsl/async.h): staged LDS buffers, copy layouts, the
// copy, commit and wait ops, the split barrier, and pipeline(), which is built from them.

#include "dsl/async.h"

#include <bit>
#include <optional>
#include <tuple>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/builder.h"

namespace gfxtile {
namespace {

KernelBuilder& builder(const std::source_location& location) { return KernelBuilder::current(location); }

std::string shape_text(const std::vector<int64_t>& shape) { return fmt::format("[{}]", fmt::join(shape, ", ")); }

void require_value(const Tensor& x, const char* op, const std::source_location& location) {
  KernelBuilder& b = builder(location);
  if (!x.valid() || x.owner() != &b)
    b.error(location, op, "a Tensor variable has no value in this kernel here; assign it first");
}

// Bytes one asynchronous copy instruction can move per lane (the target table).
bool legal_copy_bytes(int bytes, Architecture architecture) { return properties(architecture).async_copy_size(bytes); }

int log2_of(int64_t value) { return std::countr_zero(static_cast<uint64_t>(value)); }

const Op* definition_of(const Kernel& kernel, ValueId value) {
  return kernel.values.at(static_cast<size_t>(value)).definition;
}

}  // namespace

// ---- Staged buffers ----

ValueId lds_root(const Kernel& kernel, ValueId buffer) {
  const Op* definition = definition_of(kernel, buffer);
  return definition && definition->kind == OpKind::lds_stage ? definition->operands[0] : buffer;
}

int lds_stages(const Kernel& kernel, ValueId buffer) {
  const Op* definition = definition_of(kernel, lds_root(kernel, buffer));
  return definition ? static_cast<int>(definition->integer("stages", 1)) : 1;
}

LdsLayout lds_tile_layout(const Kernel& kernel, ValueId buffer) {
  const ValueId root = lds_root(kernel, buffer);
  const Op* definition = definition_of(kernel, root);
  std::vector<int64_t> shape = kernel.type(root).shape;
  if (definition && definition->has("stages")) shape.erase(shape.begin());
  if (definition && definition->has("lds_bases"))
    return lds_layout_from_bases(shape, definition->integers("lds_bases"),
                                 definition->has("lds_padding") ? definition->integers("lds_padding") : std::vector<int64_t>{});
  return row_major_lds(shape);
}

Tensor lds_alloc_stages(int stages, const std::vector<int64_t>& shape, DType dtype, std::source_location location) {
  return lds_alloc_stages(stages, shape, dtype, row_major_lds(shape, {}, location), location);
}

Tensor lds_alloc_stages(int stages, const std::vector<int64_t>& shape, DType dtype, const LdsLayout& layout,
                        std::source_location location) {
  KernelBuilder& b = builder(location);
  // Up to 256: besides pipeline stages, a table of per-step tiles read at a runtime index.
  if (stages < 1 || stages > 256) b.error(location, "lds_alloc_stages", fmt::format("{} stages; use 1 to 256", stages));
  for (int64_t size : shape)
    if (size <= 0 || (size & (size - 1)))
      b.error(location, "lds_alloc_stages", fmt::format("shape {} has a dimension that is not a power of two", shape_text(shape)));
  if (dtype.pointer || dtype.is_bool()) b.error(location, "lds_alloc_stages", fmt::format("LDS cannot hold {}", dtype.name()));
  if (layout.shape() != shape)
    b.error(location, "lds_alloc_stages", fmt::format("the LDS layout's shape {} differs from the tile's {}",
                                                      shape_text(layout.shape()), shape_text(shape)));
  if (!layout.linear.is_injective() || !layout.linear.is_surjective())
    b.error(location, "lds_alloc_stages", "the LDS layout must place every element at its own offset");
  // Stages start at 16-byte boundaries so that every stage keeps the tile's vector alignment.
  const int64_t stage_bytes = (layout.allocation_elements() * dtype.bytes() + 15) / 16 * 16;
  const int capacity = b.target().properties().lds_bytes_per_workgroup;
  if (stage_bytes * stages > capacity)
    b.error(location, "lds_alloc_stages", fmt::format("{} stages of {} bytes exceed the {} bytes of LDS a workgroup has "
                                                      "on {}; use fewer stages or smaller tiles", stages, stage_bytes,
                                                      capacity, b.target().to_string()));
  std::vector<int64_t> full = {stages};
  full.insert(full.end(), shape.begin(), shape.end());
  std::vector<std::pair<std::string, Attribute>> attributes = {{"stages", int64_t{stages}}};
  if (!layout.is_row_major()) {
    attributes.emplace_back("lds_bases", lds_layout_bases(layout));
    if (!layout.padding.empty()) attributes.emplace_back("lds_padding", lds_layout_padding(layout));
  }
  return b.emit_value(OpKind::lds_alloc, {}, Type::lds(dtype, full), std::move(attributes), location);
}

Tensor lds_stage(const Tensor& buffer, const Operand& stage, std::source_location location) {
  KernelBuilder& b = builder(location);
  require_value(buffer, "lds_stage", location);
  const Op* definition = definition_of(b.kernel(), buffer.id());
  if (!buffer.type().is_lds() || !definition || definition->kind != OpKind::lds_alloc || !definition->has("stages"))
    b.error(location, "lds_stage", "the buffer must come from lds_alloc_stages");
  const int stages = static_cast<int>(definition->integer("stages"));
  Tensor index;
  if (stage.tensor) {
    require_value(*stage.tensor, "lds_stage", location);
    if (!stage.tensor->is_scalar() || stage.tensor->dtype() != i32)
      b.error(location, "lds_stage", fmt::format("the stage must be an i32 scalar, not {}", stage.tensor->type().summary()));
    index = *stage.tensor;
  } else {
    if (!stage.integral || stage.number < 0 || stage.number >= stages)
      b.error(location, "lds_stage", fmt::format("stage {} of a buffer of {} stages", stage.number, stages));
    index = constant(stage.number, i32, location);
  }
  std::vector<int64_t> shape(buffer.shape().begin() + 1, buffer.shape().end());
  return b.emit_value(OpKind::lds_stage, {buffer.id(), index.id()}, Type::lds(buffer.dtype(), shape), {}, location);
}

// ---- Copy layouts ----

int async_copy_vector(const Layout& layout, const LdsLayout& lds, DType dtype, Architecture architecture) {
  const int bytes = std::max(1, dtype.bytes());
  if (layout.shape() != lds.shape()) return 0;
  const LinearLayout composed = layout.linear().compose(lds.linear);
  if (properties(architecture).async_copy_lane_addresses) {
    // Per-lane LDS addresses: any layout whose elements each have one owner.
    for (int in = 1; in <= 2; ++in)
      for (const auto& basis : composed.in_dims()[static_cast<size_t>(in)].bases)
        if (basis[0] == 0) return 0;
    for (int width = lds_vector_elements(layout, lds, bytes); width >= 1; width /= 2)
      if (legal_copy_bytes(width * bytes, architecture)) return width;
    return 0;
  }
  // gfx9: lane l of a wave writes at M0 + l * size, so the lanes' slots must follow each other.
  const auto& lane_bases = composed.in_dims()[1].bases;
  if (lane_bases.empty()) return 0;
  const int vector = lane_bases[0][0];
  if (vector <= 0 || (vector & (vector - 1)) || !legal_copy_bytes(vector * bytes, architecture)) return 0;
  if (layout.registers() % vector) return 0;
  for (int wave = 0; wave < layout.waves(); ++wave)
    for (int group = 0; group < layout.registers(); group += vector) {
      const int64_t base = lds.padded(composed.apply({group, 0, wave})[0]);
      for (int lane = 0; lane < layout.lanes(); ++lane)
        for (int element = 0; element < vector; ++element)
          if (lds.padded(composed.apply({group + element, lane, wave})[0]) != base + int64_t{lane} * vector + element)
            return 0;
    }
  return vector;
}

namespace {

// The lane-contiguous copy layout for `lds` with the widest vector the target copies, and that
// vector; nullopt when there is none.
std::optional<std::pair<Layout, int>> copy_layout_for(const LdsLayout& lds, DType dtype, Architecture architecture,
                                                      int wave_size, int waves) {
  const int bytes = std::max(1, dtype.bytes());
  const LinearLayout inverse = lds.linear.invert();  // offset -> coordinates
  const int total_bits = inverse.in_bits(kOffset);
  const int last = lds.rank() - 1;
  const int most = properties(architecture).largest_async_copy();
  for (int vector = std::max(1, most / bytes); vector >= 1; vector /= 2) {
    if (!legal_copy_bytes(vector * bytes, architecture)) continue;
    const int vector_bits = log2_of(vector);
    // The vector must run along the last dimension (contiguous in a row-major global tensor).
    bool contiguous = true;
    for (int bit = 0; bit < vector_bits; ++bit) {
      const auto& basis = inverse.in_dims()[0].bases[static_cast<size_t>(bit)];
      for (int d = 0; d <= last; ++d)
        if (basis[static_cast<size_t>(d)] != (d == last ? (1 << bit) : 0)) contiguous = false;
    }
    // Every other offset bit must leave the vector's column bits alone, or a vector's elements
    // would sit in LDS in another order than in memory (a swizzle finer than the vector).
    for (int bit = vector_bits; bit < total_bits; ++bit)
      if (inverse.in_dims()[0].bases[static_cast<size_t>(bit)][static_cast<size_t>(last)] % vector) contiguous = false;
    if (!contiguous) continue;
    if (vector_bits + log2_of(wave_size) + log2_of(waves) > total_bits) continue;
    bool padding_fits = true;  // a wave's slots must not straddle a padding gap
    for (const auto& [interval, pad] : lds.padding)
      if (interval % (int64_t{vector} * wave_size)) padding_fits = false;
    if (!padding_fits) continue;
    LinearLayout::InDim registers{kRegister, {}}, lanes{kLane, {}}, wave_bits{kWave, {}};
    int bit = 0;
    for (int i = 0; i < vector_bits; ++i) registers.bases.push_back({int32_t{1} << bit++});
    for (int i = 0; i < log2_of(wave_size); ++i) lanes.bases.push_back({int32_t{1} << bit++});
    for (int i = 0; i < log2_of(waves); ++i) wave_bits.bases.push_back({int32_t{1} << bit++});
    while (bit < total_bits) registers.bases.push_back({int32_t{1} << bit++});
    const LinearLayout to_offset({registers, lanes, wave_bits}, {{kOffset, int32_t{1} << total_bits}});
    return std::pair{Layout(to_offset.compose(inverse), fmt::format("async_copy<vector={}>", vector)), vector};
  }
  return std::nullopt;
}

}  // namespace

Layout async_copy_layout(const LdsLayout& lds, DType dtype, std::source_location location) {
  KernelBuilder& b = builder(location);
  const int wave_size = b.target().properties().wave_size, waves = b.kernel().waves;
  if (auto found = copy_layout_for(lds, dtype, b.target().architecture, wave_size, waves)) return found->first;
  b.error(location, "async_copy_layout",
          fmt::format("no lane-contiguous copy layout for {} into {} on {}: the tile needs {} lanes x {} waves of "
                      "consecutive slots along its last dimension", dtype.name(), lds.to_string(),
                      b.target().to_string(), wave_size, waves));
}

LdsLayout async_lds_layout(const Layout& reader, DType dtype, std::source_location location) {
  KernelBuilder& b = builder(location);
  const Architecture architecture = b.target().architecture;
  const std::vector<int64_t> shape = reader.shape();
  const int rank = static_cast<int>(shape.size());
  const int bytes = std::max(1, dtype.bytes());
  const int copy = std::max(1, properties(architecture).largest_async_copy() / bytes);
  const LdsBankModel model = lds_bank_model(architecture);
  const int wave_size = b.target().properties().wave_size, waves = b.kernel().waves;
  using Score = std::tuple<int64_t, int64_t, int64_t>;
  LdsLayout best;
  Score best_score{};
  // (read conflicts, read and copy instructions, bytes): a swizzle finer than a copy vector
  // narrows the copies, which only pays when it removes conflicts.
  auto consider = [&](const LdsLayout& candidate) {
    const auto copy_layout = copy_layout_for(candidate, dtype, architecture, wave_size, waves);
    if (!copy_layout) return;
    const LdsCost read = lds_cost(reader, candidate, dtype, model, LdsDirection::load);
    const int64_t copies = copy_layout->first.registers() / copy_layout->second;
    const Score score{read.conflicts, read.instructions + copies, candidate.allocation_elements()};
    if (!best.valid() || score < best_score) best = candidate, best_score = score;
  };
  consider(row_major_lds(shape, {}, location));
  if (rank >= 2) {
    const int64_t columns = shape[static_cast<size_t>(rank - 1)], rows = shape[static_cast<size_t>(rank - 2)];
    for (int64_t vector = 1; vector <= columns; vector *= 2)
      for (int64_t per_phase = 1; per_phase <= rows; per_phase *= 2)
        for (int64_t max_phase = 2; vector * max_phase <= columns && per_phase * max_phase <= rows * 2; max_phase *= 2)
          consider(swizzled_lds(shape, static_cast<int>(vector), static_cast<int>(per_phase), static_cast<int>(max_phase), {},
                                location));
  }
  if (std::get<0>(best_score) == 0) return best;
  int64_t total = 1;
  for (int64_t size : shape) total *= size;
  for (int64_t interval = int64_t{copy} * wave_size; interval < total; interval *= 2)
    for (int64_t pad = 1; pad * bytes <= 16; pad *= 2) consider(padded_lds(shape, interval, pad, {}, location));
  return best;
}

Layout async_copy_layout(const Tensor& buffer, std::source_location location) {
  KernelBuilder& b = builder(location);
  require_value(buffer, "async_copy_layout", location);
  if (!buffer.type().is_lds()) b.error(location, "async_copy_layout", "the operand must be an LDS buffer or stage");
  return async_copy_layout(lds_tile_layout(b.kernel(), buffer.id()), buffer.dtype(), location);
}

// ---- Copies, groups and waits ----

static void copy_impl(const Tensor& destination, const Tensor& pointers, const Tensor* mask, double other,
                      const std::source_location& location) {
  KernelBuilder& b = builder(location);
  require_value(destination, "async_copy", location);
  require_value(pointers, "async_copy", location);
  if (!destination.type().is_lds()) b.error(location, "async_copy", "the destination must be an LDS buffer or stage");
  if (lds_stages(b.kernel(), destination.id()) > 1 && lds_root(b.kernel(), destination.id()) == destination.id())
    b.error(location, "async_copy", "the destination is a staged buffer; pick a stage with lds_stage(buffer, stage)");
  if (!pointers.type().is_tensor() || !pointers.dtype().pointer)
    b.error(location, "async_copy", fmt::format("copies through a tensor of pointers, not {}", pointers.type().summary()));
  if (pointers.shape() != destination.shape() || pointers.dtype().pointee() != destination.dtype())
    b.error(location, "async_copy", fmt::format("pointers to {} of shape {} do not fit {}", pointers.dtype().pointee().name(),
                                                shape_text(pointers.shape()), destination.type().to_string()));
  std::vector<ValueId> operands = {destination.id(), pointers.id()};
  if (mask) {
    require_value(*mask, "async_copy", location);
    if (!mask->type().is_tensor() || !mask->dtype().is_bool() || mask->shape() != pointers.shape())
      b.error(location, "async_copy", fmt::format("the mask must be an i1 tensor of shape {}", shape_text(pointers.shape())));
    Tensor fitted = mask->layout() == pointers.layout() ? *mask : convert_layout(*mask, pointers.layout(), location);
    operands.push_back(fitted.id());
  }
  const Architecture architecture = b.target().architecture;
  const LdsLayout lds = lds_tile_layout(b.kernel(), destination.id());
  if (!properties(architecture).async_copy_lane_addresses && async_copy_vector(pointers.layout(), lds, destination.dtype(), architecture) == 0)
    b.error(location, "async_copy",
            fmt::format("on {} an async copy writes lane l of a wave at M0 + l * size, so the pointers need each "
                        "wave's lanes on consecutive LDS slots; build them in async_copy_layout(buffer): {}",
                        b.target().to_string(), async_copy_layout(lds, destination.dtype(), location).to_string()));
  b.emit(OpKind::async_copy, operands, {}, {{"other", other}}, location);
}

void async_copy(const Tensor& destination, const Tensor& pointers, std::source_location location) {
  copy_impl(destination, pointers, nullptr, 0, location);
}

void async_copy(const Tensor& destination, const Tensor& pointers, const Tensor& mask, double other,
                std::source_location location) {
  copy_impl(destination, pointers, &mask, other, location);
}

void async_commit(std::source_location location) { builder(location).emit(OpKind::async_commit, {}, {}, {}, location); }

void async_wait(int pending, std::source_location location) {
  KernelBuilder& b = builder(location);
  if (pending < 0 || pending > 63) b.error(location, "async_wait", fmt::format("{} pending groups; use 0 to 63", pending));
  b.emit(OpKind::async_wait, {}, {}, {{"pending", int64_t{pending}}}, location);
}

void barrier_arrive(std::source_location location) { builder(location).emit(OpKind::barrier_arrive, {}, {}, {}, location); }
void barrier_wait(std::source_location location) { builder(location).emit(OpKind::barrier_wait, {}, {}, {}, location); }

// ---- The pipeline ----

void pipeline(int stages, const Operand& begin, const Operand& end, const Operand& step,
              const std::function<void(Tensor k, Tensor stage)>& load,
              const std::function<void(Tensor k, Tensor stage)>& compute, PipelineOrder order,
              std::source_location location) {
  KernelBuilder& b = builder(location);
  if (stages < 2 || stages > 16) b.error(location, "pipeline", fmt::format("{} stages; use 2 to 16", stages));
  auto scalar = [&](const Operand& value, const char* what) -> Tensor {
    if (!value.tensor) {
      if (!value.integral) b.error(location, "pipeline", fmt::format("the {} must be an integer", what));
      return constant(value.number, i32, location);
    }
    if (!value.tensor->is_scalar() || value.tensor->dtype() != i32)
      b.error(location, "pipeline", fmt::format("the {} must be an i32 scalar, not {}", what, value.tensor->type().summary()));
    return *value.tensor;
  };
  if (!step.tensor && step.number <= 0) b.error(location, "pipeline", "the step must be positive");
  const Tensor first = scalar(begin, "start"), last = scalar(end, "end"), stride = scalar(step, "step");
  const Tensor count = (last - first + stride - 1) / stride;
  for (int stage = 0; stage + 1 < stages; ++stage) {
    load(first + stride * stage, constant(stage, i32, location));
    async_commit(location);
  }
  for_range(0, count, 1, [&](Tensor i) {
    async_wait(stages - 2, location);  // this wave's copies of tile i have landed
    barrier(location);                 // everyone's have, and everyone finished tile i - 1
    // Tile i + stages - 1 goes to the stage tile i - 1 used, which the barrier freed; the wait
    // above is the same in either order (stages - 2 younger groups).
    auto load_next = [&] {
      load(first + (i + (stages - 1)) * stride, (i + (stages - 1)) % stages);
      async_commit(location);
    };
    if (order == PipelineOrder::copies_first) load_next();
    compute(first + i * stride, i % stages);
    if (order == PipelineOrder::compute_first) load_next();
  }, location);
  async_wait(0, location);
}

}  // namespace gfxtile
