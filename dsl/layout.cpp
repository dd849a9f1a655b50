#include "dsl/layout.h"

#include <algorithm>
#include <bit>
#include <map>

#include <fmt/format.h>

#include "core/error.h"

namespace gfxtile {
namespace {

bool is_power_of_two(int64_t value) { return value > 0 && (value & (value - 1)) == 0; }

std::string list(const std::vector<int>& values) { return fmt::format("[{}]", fmt::join(values, ",")); }
std::string list(const std::vector<int64_t>& values) { return fmt::format("[{}]", fmt::join(values, ",")); }

// Splits `total` (lanes or waves) over the dimensions in `order`, fastest first, giving each as
// much as the shape (divided by what earlier levels hold) takes; the rest goes to the slowest.
std::vector<int> spread(int total, const std::vector<int64_t>& room, const std::vector<int>& order) {
  std::vector<int> result(room.size(), 1);
  int left = total;
  for (int dim : order) {
    while (left > 1 && result[dim] * 2 <= room[dim]) result[dim] *= 2, left /= 2;
  }
  if (!order.empty()) result[order.back()] *= left;
  return result;
}

}  // namespace

std::string dim_name(int dim) { return "dim" + std::to_string(dim); }

LayoutDefaults& layout_defaults() {
  thread_local LayoutDefaults defaults;
  return defaults;
}

Layout::Layout(LinearLayout linear, std::string description)
    : linear_(std::move(linear)), description_(std::move(description)) {
  const auto& ins = linear_.in_dims();
  if (ins.size() != 3 || ins[0].name != kRegister || ins[1].name != kLane || ins[2].name != kWave)
    fail("layout: a distributed layout maps register, lane and wave; got {}", linear_.to_string());
  for (size_t d = 0; d < linear_.out_dims().size(); ++d)
    if (linear_.out_dims()[d].name != dim_name(static_cast<int>(d)))
      fail("layout: output {} must be named {}; got {}", d, dim_name(static_cast<int>(d)), linear_.to_string());
}

std::vector<int64_t> Layout::shape() const {
  std::vector<int64_t> shape;
  for (const auto& out : linear_.out_dims()) shape.push_back(out.size);
  return shape;
}

Layout Layout::with_root(std::shared_ptr<const Layout> root) const {
  Layout result = *this;
  result.root_ = std::move(root);
  return result;
}

Layout Layout::with_parent(std::shared_ptr<const Layout> parent) const {
  Layout result = *this;
  result.parent_ = std::move(parent);
  return result;
}

std::string Layout::to_string() const {
  return (description_.empty() ? std::string("linear") : description_) + " " + linear_.to_string();
}

static Layout blocked_layout(const std::vector<int64_t>& shape, const BlockedParams& params);

Layout blocked(const std::vector<int64_t>& shape, const BlockedParams& params, std::source_location location) {
  try {
    return blocked_layout(shape, params);
  } catch (const Error& error) {
    std::string file = location.file_name();
    if (const size_t slash = file.find_last_of('/'); slash != std::string::npos) file = file.substr(slash + 1);
    std::string message = error.what();
    if (message.starts_with("blocked: ")) message = message.substr(9);
    throw Error(fmt::format("{}:{}: kernel '{}': blocked: {}", file, location.line(), layout_defaults().kernel, message));
  }
}

static Layout blocked_layout(const std::vector<int64_t>& shape, const BlockedParams& params) {
  const int rank = static_cast<int>(shape.size());
  const LayoutDefaults defaults = layout_defaults();
  if (rank == 0) fail("blocked: a layout needs a shape with at least one dimension");
  for (int64_t size : shape)
    if (!is_power_of_two(size))
      fail("blocked: shape [{}] has a dimension that is not a power of two; pad the tile to a power of two "
           "and mask the tail", fmt::join(shape, ", "));
  auto check_rank = [&](const std::vector<int>& values, const char* what) {
    if (!values.empty() && static_cast<int>(values.size()) != rank)
      fail("blocked: {} has {} entries for a rank-{} shape", what, values.size(), rank);
    for (int value : values)
      if (!is_power_of_two(value)) fail("blocked: {} {} has an entry that is not a power of two", what, list(values));
  };
  check_rank(params.per_thread, "per_thread");
  check_rank(params.lanes, "lanes");
  check_rank(params.waves, "waves");
  std::vector<int> order = params.order;
  if (order.empty())
    for (int d = rank - 1; d >= 0; --d) order.push_back(d);
  {
    std::vector<int> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    for (int d = 0; d < rank; ++d)
      if (static_cast<int>(sorted.size()) != rank || sorted[d] != d)
        fail("blocked: order {} is not a permutation of the {} dimensions", list(order), rank);
  }
  std::vector<int> per_thread = params.per_thread.empty() ? std::vector<int>(rank, 1) : params.per_thread;
  std::vector<int64_t> room(rank);
  for (int d = 0; d < rank; ++d) room[d] = std::max<int64_t>(1, shape[d] / per_thread[d]);
  std::vector<int> lanes = params.lanes.empty() ? spread(defaults.wave_size, room, order) : params.lanes;
  for (int d = 0; d < rank; ++d) room[d] = std::max<int64_t>(1, room[d] / lanes[d]);
  std::vector<int> waves = params.waves.empty() ? spread(defaults.waves, room, order) : params.waves;
  auto product = [](const std::vector<int>& values) {
    int64_t result = 1;
    for (int value : values) result *= value;
    return result;
  };
  if (product(lanes) != defaults.wave_size)
    fail("blocked: lanes {} multiply to {}, but a wave has {} lanes on this target", list(lanes), product(lanes),
         defaults.wave_size);
  if (product(waves) != defaults.waves)
    fail("blocked: waves {} multiply to {}, but the kernel has {} waves per workgroup", list(waves), product(waves),
         defaults.waves);

  LinearLayout linear = LinearLayout::identity(1, kRegister, dim_name(order[0]));
  for (int d : order) linear = linear * LinearLayout::identity(per_thread[d], kRegister, dim_name(d));
  linear = linear * LinearLayout::identity(1, kLane, dim_name(order[0]));
  for (int d : order) linear = linear * LinearLayout::identity(lanes[d], kLane, dim_name(d));
  linear = linear * LinearLayout::identity(1, kWave, dim_name(order[0]));
  for (int d : order) linear = linear * LinearLayout::identity(waves[d], kWave, dim_name(d));
  // Output dimensions in tensor order.
  std::vector<int> by_dim(rank);
  for (int d = 0; d < rank; ++d) by_dim[d] = linear.out_index(dim_name(d));
  linear = linear.permute_outs(by_dim);
  // Fit to the shape: repeat in registers where the tile is smaller, broadcast where larger.
  for (int d : order)
    if (linear.out_size(dim_name(d)) < shape[d])
      linear = linear * LinearLayout::identity(static_cast<int32_t>(shape[d] / linear.out_size(dim_name(d))),
                                                kRegister, dim_name(d));
  std::vector<LinearLayout::InDim> ins = linear.in_dims();
  for (auto& in : ins)
    for (auto& basis : in.bases)
      for (int d = 0; d < rank; ++d)
        if (basis[d] >= shape[d]) basis[d] = 0;
  std::vector<LinearLayout::OutDim> outs;
  for (int d = 0; d < rank; ++d) outs.push_back({dim_name(d), static_cast<int32_t>(shape[d])});
  linear = LinearLayout(ins, outs).remove_zero_bases(kRegister);
  return Layout(linear, fmt::format("blocked<per_thread={}, lanes={}, waves={}, order={}>", list(per_thread),
                                    list(lanes), list(waves), list(order)));
}

Layout slice(const Layout& parent, int dim) {
  if (dim < 0 || dim >= parent.rank()) fail("slice: dimension {} of a rank-{} layout", dim, parent.rank());
  LinearLayout linear = parent.linear().remove_out_dim(dim_name(dim));
  std::vector<std::string> names;
  for (int d = 0; d + 1 < parent.rank(); ++d) names.push_back(dim_name(d));
  linear = linear.rename_outs(names).remove_zero_bases(kRegister);
  const std::string base = parent.description().empty() ? "linear" : parent.description();
  auto root = parent.root() ? parent.root() : std::make_shared<const Layout>(parent);
  return Layout(linear, fmt::format("slice<dim={}, parent={}>", dim, base))
      .with_parent(std::make_shared<const Layout>(parent))
      .with_root(root);
}

Layout expand(const Layout& layout, int dim, std::shared_ptr<const Layout> parent) {
  if (dim < 0 || dim > layout.rank()) fail("expand_dims: dimension {} of a rank-{} layout", dim, layout.rank());
  LinearLayout linear = layout.linear().insert_out_dim(dim, dim_name(dim));
  std::vector<std::string> names;
  for (int d = 0; d <= layout.rank(); ++d) names.push_back(dim_name(d));
  linear = linear.rename_outs(names);
  return Layout(linear, fmt::format("expand<dim={}, {}>", dim, layout.description().empty() ? "linear" : layout.description()))
      .with_parent(std::move(parent))
      .with_root(layout.root());
}

std::optional<Layout> fit(const Layout& root, const std::vector<int64_t>& shape) {
  if (static_cast<int>(shape.size()) != root.rank()) return std::nullopt;
  const auto full = root.shape();
  for (size_t d = 0; d < shape.size(); ++d)
    if (shape[d] != 1 && shape[d] != full[d]) return std::nullopt;
  Layout projected = project(root, shape);
  return Layout(projected.linear().remove_zero_bases(kRegister),
                fmt::format("fit<[{}], {}>", fmt::join(shape, ","), root.description().empty() ? "linear" : root.description()))
      .with_root(root.root() ? root.root() : std::make_shared<const Layout>(root));
}

Layout project(const Layout& to, const std::vector<int64_t>& from_shape) {
  std::vector<LinearLayout::InDim> ins = to.linear().in_dims();
  std::vector<LinearLayout::OutDim> outs = to.linear().out_dims();
  for (size_t d = 0; d < outs.size(); ++d)
    if (from_shape[d] == 1) {
      outs[d].size = 1;
      for (auto& in : ins)
        for (auto& basis : in.bases) basis[d] = 0;
    }
  return Layout(LinearLayout(ins, outs), to.description());
}

Layout reshape(const Layout& layout, const std::vector<int64_t>& shape) {
  int64_t elements = 1;
  for (int64_t size : shape) elements *= size;
  if (elements != layout.elements())
    fail("reshape: {} elements cannot become shape [{}]", layout.elements(), fmt::join(shape, ", "));
  const std::vector<int64_t> old_shape = layout.shape();
  std::vector<LinearLayout::InDim> ins = layout.linear().in_dims();
  for (auto& in : ins)
    for (auto& basis : in.bases) {
      int64_t index = 0;
      for (size_t d = 0; d < old_shape.size(); ++d) index = index * old_shape[d] + basis[d];
      std::vector<int32_t> converted(shape.size());
      for (size_t d = shape.size(); d-- > 0;) converted[d] = static_cast<int32_t>(index % shape[d]), index /= shape[d];
      basis = converted;
    }
  std::vector<LinearLayout::OutDim> outs;
  for (size_t d = 0; d < shape.size(); ++d) outs.push_back({dim_name(static_cast<int>(d)), static_cast<int32_t>(shape[d])});
  return Layout(LinearLayout(ins, outs), "reshape<" + (layout.description().empty() ? "linear" : layout.description()) + ">");
}

Layout batched(const Layout& tile, int64_t batch, BatchAlong along) {
  if (batch < 1 || (batch & (batch - 1)) != 0) fail("batched: a batch of {} is not a power of two", batch);
  const int bits = std::countr_zero(uint64_t(batch));
  std::vector<LinearLayout::InDim> ins = tile.linear().in_dims();
  for (auto& in : ins)
    for (auto& basis : in.bases) basis.insert(basis.begin(), 0);
  auto batch_basis = [&](int bit) {
    std::vector<int32_t> basis(size_t(tile.rank()) + 1, 0);
    basis[0] = 1 << bit;
    return basis;
  };
  auto find_in = [&](const std::string& name) -> LinearLayout::InDim& {
    for (auto& in : ins)
      if (in.name == name) return in;
    ins.push_back({name, {}});
    return ins.back();
  };
  if (along == BatchAlong::registers) {
    auto& registers = find_in(kRegister).bases;
    for (int bit = 0; bit < bits; ++bit) registers.push_back(batch_basis(bit));
  } else {
    int given = 0;
    for (auto& basis : find_in(kWave).bases) {
      const bool zero = std::all_of(basis.begin(), basis.end(), [](int32_t x) { return x == 0; });
      if (zero && given < bits) basis = batch_basis(given++);
    }
    if (given < bits)
      fail("batched: a batch of {} along the waves needs {} wave bits that the tile repeats on; {} has {}", batch, bits,
           tile.description().empty() ? "the tile" : tile.description(), given);
  }
  std::vector<LinearLayout::OutDim> outs = {{dim_name(0), static_cast<int32_t>(batch)}};
  for (int d = 0; d < tile.rank(); ++d) outs.push_back({dim_name(d + 1), static_cast<int32_t>(tile.shape()[size_t(d)])});
  return Layout(LinearLayout(ins, outs),
                fmt::format("batched<{}, {}, {}>", batch, along == BatchAlong::waves ? "waves" : "registers",
                            tile.description().empty() ? "linear" : tile.description()));
}

Layout permute(const Layout& layout, const std::vector<int>& order) {
  std::vector<int> sorted = order;
  std::sort(sorted.begin(), sorted.end());
  for (int d = 0; d < layout.rank(); ++d)
    if (static_cast<int>(sorted.size()) != layout.rank() || sorted[d] != d)
      fail("permute: {} is not a permutation of {} dimensions", list(order), layout.rank());
  std::vector<std::string> names;
  for (int d = 0; d < layout.rank(); ++d) names.push_back(dim_name(d));
  return Layout(layout.linear().permute_outs(order).rename_outs(names),
                fmt::format("permute<{}, {}>", list(order), layout.description().empty() ? "linear" : layout.description()));
}

Layout subtile(const Layout& layout, const std::vector<int64_t>& offsets, const std::vector<int64_t>& shape) {
  const std::vector<int64_t> full = layout.shape();
  const int rank = layout.rank();
  if (static_cast<int>(offsets.size()) != rank || static_cast<int>(shape.size()) != rank)
    fail("subtile: offsets {} and shape {} need one entry per dimension of the {}-D tensor", list(offsets), list(shape), rank);
  for (int d = 0; d < rank; ++d)
    if (shape[d] < 1 || (shape[d] & (shape[d] - 1)) != 0 || full[d] % shape[d] != 0 || offsets[d] % shape[d] != 0 ||
        offsets[d] < 0 || offsets[d] + shape[d] > full[d])
      fail("subtile: the sub-tile {} at {} of a tensor {} needs power-of-two sides dividing the tensor's, offsets that "
           "are multiples of them and inside it",
           list(shape), list(offsets), list(full));
  // A basis stays inside the sub-tile (low bits only) or moves whole sub-tiles (high bits only).
  auto inside = [&](const std::vector<int32_t>& basis) {
    for (int d = 0; d < rank; ++d)
      if (basis[d] >= shape[d]) return false;
    return true;
  };
  auto whole = [&](const std::vector<int32_t>& basis) {
    for (int d = 0; d < rank; ++d)
      if (basis[d] % shape[d] != 0) return false;
    return true;
  };
  const auto& ins = layout.linear().in_dims();
  std::vector<std::vector<int32_t>> registers;
  F2Span selectors;
  for (size_t in = 0; in < 3; ++in)
    for (const std::vector<int32_t>& basis : ins[in].bases) {
      if (inside(basis)) {
        if (in == 0) registers.push_back(basis);
        continue;
      }
      if (in != 0 || !whole(basis))
        fail("subtile: a {} basis [{}] of {} crosses the sub-tile {}; the sub-tile must lie in registers "
             "(convert_layout to a layout whose lanes and waves stay inside it)",
             ins[in].name, fmt::join(basis, ", "), layout.description().empty() ? "the layout" : layout.description(),
             list(shape));
      selectors.insert(layout.linear().pack(std::vector<int32_t>(basis.begin(), basis.end())));
    }
  std::vector<int32_t> corner(offsets.begin(), offsets.end());
  if (!selectors.contains(layout.linear().pack(corner)))
    fail("subtile: no register of {} holds the sub-tile at {}", layout.description(), list(offsets));
  std::vector<LinearLayout::OutDim> outs;
  for (int d = 0; d < rank; ++d) outs.push_back({dim_name(d), static_cast<int32_t>(shape[d])});
  LinearLayout linear({{kRegister, registers}, {kLane, ins[1].bases}, {kWave, ins[2].bases}}, outs);
  return Layout(std::move(linear), fmt::format("subtile<{}, {}>", list(offsets), layout.description().empty()
                                                                                     ? "linear"
                                                                                     : layout.description()));
}

const char* conversion_kind_name(ConversionKind kind) {
  switch (kind) {
    case ConversionKind::free: return "free";
    case ConversionKind::within_thread: return "within_thread";
    case ConversionKind::across_lanes: return "across_lanes";
    case ConversionKind::through_lds: return "through_lds";
  }
  return "?";
}

ConversionKind classify_conversion(const Layout& from, const Layout& to) {
  if (from.shape() != to.shape())
    fail("convert_layout: shapes [{}] and [{}] differ", fmt::join(from.shape(), ", "), fmt::join(to.shape(), ", "));
  if (from.linear() == to.linear()) return ConversionKind::free;
  const LinearLayout &a = from.linear(), &b = to.linear();
  auto same_bases = [&](int in) {
    if (a.in_dims()[in].bases.size() != b.in_dims()[in].bases.size()) return false;
    for (size_t bit = 0; bit < a.in_dims()[in].bases.size(); ++bit)
      if (a.packed_basis(in, static_cast<int>(bit)) != b.packed_basis(in, static_cast<int>(bit))) return false;
    return true;
  };
  auto covered = [&](std::initializer_list<int> source_dims, std::initializer_list<int> target_dims) {
    F2Span span;
    for (int in : source_dims)
      for (size_t bit = 0; bit < a.in_dims()[in].bases.size(); ++bit) span.insert(a.packed_basis(in, static_cast<int>(bit)));
    for (int in : target_dims)
      for (size_t bit = 0; bit < b.in_dims()[in].bases.size(); ++bit)
        if (!span.contains(b.packed_basis(in, static_cast<int>(bit)))) return false;
    return true;
  };
  if (same_bases(2) && same_bases(1) && covered({0}, {0})) return ConversionKind::within_thread;
  if (same_bases(2) && covered({0, 1}, {0, 1})) return ConversionKind::across_lanes;
  return ConversionKind::through_lds;
}

int contiguous_registers(const Layout& layout, int dim) {
  const auto& bases = layout.linear().in_dims()[0].bases;
  int count = 0;
  for (size_t bit = 0; bit < bases.size(); ++bit) {
    bool unit = true;
    for (int d = 0; d < layout.rank(); ++d)
      if (bases[bit][d] != (d == dim ? (int32_t{1} << bit) : 0)) unit = false;
    if (!unit) break;
    ++count;
  }
  return 1 << count;
}

std::string ascii_view(const Layout& layout) {
  const std::vector<int64_t> shape = layout.shape();
  const int rank = layout.rank();
  // Holders of each element, by row-major index, in (wave, lane, register) order.
  std::map<int64_t, std::vector<std::string>> holders;
  for (int wave = 0; wave < layout.waves(); ++wave)
    for (int lane = 0; lane < layout.lanes(); ++lane)
      for (int reg = 0; reg < layout.registers(); ++reg) {
        const auto c = layout.coordinates(reg, lane, wave);
        int64_t index = 0;
        for (int d = 0; d < rank; ++d) index = index * shape[d] + c[d];
        holders[index].push_back(layout.waves() > 1 ? fmt::format("w{}:l{}:r{}", wave, lane, reg)
                                                     : fmt::format("l{}:r{}", lane, reg));
      }
  const int64_t columns = rank >= 1 ? shape[rank - 1] : 1;
  const int64_t rows = rank >= 2 ? shape[rank - 2] : 1;
  const int64_t planes = layout.elements() / (rows * columns);
  size_t width = 1;
  auto cell = [&](int64_t index) {
    const auto& list = holders[index];
    if (list.empty()) return std::string(".");
    return list.front() + (list.size() > 1 ? fmt::format("+{}", list.size() - 1) : "");
  };
  for (int64_t i = 0; i < layout.elements(); ++i) width = std::max(width, cell(i).size());
  std::string text = fmt::format("{} [{}]\n", layout.description().empty() ? "linear" : layout.description(),
                                 fmt::join(shape, ", "));
  for (int64_t plane = 0; plane < planes; ++plane) {
    if (planes > 1) text += fmt::format("[{}, :, :]\n", plane);
    for (int64_t row = 0; row < rows; ++row) {
      for (int64_t column = 0; column < columns; ++column) {
        const std::string content = cell((plane * rows + row) * columns + column);
        text += (column ? " " : "") + content + std::string(width - content.size(), ' ');
      }
      while (!text.empty() && text.back() == ' ') text.pop_back();
      text += "\n";
    }
  }
  return text;
}

}  // namespace gfxtile
