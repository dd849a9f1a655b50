#include "dsl/tensor_descriptor.h"

#include <cmath>
#include <limits>
#include <optional>
#include <tuple>

#include <fmt/format.h>

#include "dsl/builder.h"

namespace gfxtile {
namespace {

constexpr int64_t kInt32Max = std::numeric_limits<int32_t>::max();
constexpr int64_t kTileFieldMax = 0xffff;           // tile_dim fields: 16 bits
constexpr int64_t kStrideLimit = int64_t{1} << 48;  // stride fields: 48 bits

bool is_power_of_two(int64_t value) { return value > 0 && (value & (value - 1)) == 0; }

KernelBuilder& builder(const std::source_location& location) { return KernelBuilder::current(location); }

// "dimension 1 (the hardware's dim0)": the DSL lists dimensions outermost first.
std::string dimension_name(int dimension, int rank) {
  return fmt::format("dimension {} (the hardware's dim{})", dimension, rank - 1 - dimension);
}

void require_target(KernelBuilder& b, const char* op, const std::source_location& location) {
  if (!b.target().properties().has_tensor_data_mover)
    b.error(location, op,
            fmt::format("the tensor data mover exists only on gfx1250, and this kernel is for {}; copy tiles with "
                        "load and lds_store (or the asynchronous global -> LDS copies) instead",
                        b.target().to_string()));
}

void require_valid(KernelBuilder& b, const Tensor& x, const char* what, const char* op, const std::source_location& location) {
  if (!x.valid() || x.owner() != &b)
    b.error(location, op, fmt::format("{} has no value in this kernel (assign it first; tensors cannot cross kernels)", what));
}

// A scalar of `dtype` for `operand`: a C++ number in [low, high] (checked, naming `field`), or an
// integer scalar, converted.
Tensor scalar_field(KernelBuilder& b, const Operand& operand, DType dtype, int64_t low, int64_t high,
                    const std::string& field, const char* op, const std::source_location& location) {
  if (!operand.tensor) {
    const double value = operand.number;
    if (value != std::floor(value) || value < static_cast<double>(low) || value > static_cast<double>(high))
      b.error(location, op, fmt::format("{} is {}; it must be an integer in [{}, {}]", field, value, low, high));
    return constant(value, dtype, location);
  }
  const Tensor& x = *operand.tensor;
  require_valid(b, x, field.c_str(), op, location);
  if (!x.is_scalar() || !x.dtype().is_integer() || x.dtype().is_bool() || x.dtype().pointer)
    b.error(location, op, fmt::format("{} must be an integer scalar (a kernel argument or a value computed from "
                                      "them), not {}", field, x.type().summary()));
  return x.dtype() == dtype ? x : cast(x, dtype, std::nullopt, location);
}

// The buffer's LDS layout; nullopt inside a loop or branch body, where the handle stands for a
// placeholder until the body ends (the lowering checks those uses).
std::optional<LdsLayout> buffer_layout(KernelBuilder& b, const Tensor& buffer) {
  const Op* definition = b.kernel().values.at(static_cast<size_t>(buffer.id())).definition;
  if (!definition) return std::nullopt;
  if (definition->has("lds_bases"))
    return lds_layout_from_bases(buffer.shape(), definition->integers("lds_bases"),
                                 definition->has("lds_padding") ? definition->integers("lds_padding")
                                                                : std::vector<int64_t>{});
  return row_major_lds(buffer.shape());
}

// The checks and the op shared by tdm_load and tdm_store.
void emit_copy(OpKind kind, const Tensor& buffer, const TensorDescriptor& descriptor,
               const std::vector<Operand>& coordinates, const std::source_location& location) {
  const char* op = kind == OpKind::tdm_load ? "tdm_load" : "tdm_store";
  KernelBuilder& b = builder(location);
  require_target(b, op, location);
  require_valid(b, buffer, "the LDS buffer", op, location);
  if (!descriptor.base.valid() || descriptor.base.owner() != &b)
    b.error(location, op, "the descriptor belongs to no tensor_descriptor of this kernel");
  if (!buffer.type().is_lds()) b.error(location, op, "the buffer must come from lds_alloc");
  if (buffer.dtype() != descriptor.dtype)
    b.error(location, op, fmt::format("the buffer holds {} but the descriptor's tensor holds {}", buffer.dtype().name(),
                                      descriptor.dtype.name()));
  if (buffer.shape() != descriptor.tile)
    b.error(location, op, fmt::format("the buffer's shape [{}] differs from the descriptor's tile [{}]",
                                      fmt::join(buffer.shape(), ", "), fmt::join(descriptor.tile, ", ")));
  const LdsLayout expected = descriptor.lds_layout();
  if (const auto actual = buffer_layout(b, buffer); actual && !(*actual == expected))
    b.error(location, op, fmt::format("the buffer's LDS layout is not the one the data mover writes ({}); allocate it "
                                      "with lds_alloc(shape, dtype, descriptor.lds_layout())", expected.description));
  if (kind == OpKind::tdm_store) {
    if (descriptor.padding.interval != 0)
      b.error(location, op, "the data mover stores LDS densely, ignoring the padding; store from an unpadded buffer "
                            "(a descriptor without padding)");
    if (const KernelParameter* argument = b.kernel().pointer_argument(descriptor.base.id()); argument && argument->read_only)
      b.error(location, op, fmt::format("pointer '{}' is declared const; declare the argument without const to write "
                                        "through it", argument->name));
  }
  const int rank = descriptor.rank();
  if (static_cast<int>(coordinates.size()) != rank)
    b.error(location, op, fmt::format("{} coordinates for a {}-D descriptor", coordinates.size(), rank));
  std::vector<ValueId> operands = {buffer.id(), descriptor.base.id()};
  for (const Tensor& size : descriptor.sizes) operands.push_back(size.id());
  for (const Tensor& stride : descriptor.strides) operands.push_back(stride.id());
  for (int d = 0; d < rank; ++d)
    operands.push_back(scalar_field(b, coordinates[static_cast<size_t>(d)], i32, 0, kInt32Max,
                                    fmt::format("the coordinate of {}", dimension_name(d, rank)), op, location)
                           .id());
  std::vector<std::pair<std::string, Attribute>> attributes = {{"tile", descriptor.tile}};
  if (descriptor.padding.interval != 0)
    attributes.emplace_back("padding", std::vector<int64_t>{descriptor.padding.interval, descriptor.padding.amount});
  b.emit(kind, std::move(operands), {}, std::move(attributes), location);
}

}  // namespace

LdsLayout tdm_lds_layout(const std::vector<int64_t>& tile, TdmPadding padding) {
  if (padding.interval == 0) return row_major_lds(tile);
  return padded_lds(tile, padding.interval, padding.amount);
}

LdsLayout TensorDescriptor::lds_layout() const { return tdm_lds_layout(tile, padding); }

TensorDescriptor tensor_descriptor(const Tensor& base, const std::vector<Operand>& sizes,
                                   const std::vector<Operand>& strides, const std::vector<int64_t>& tile,
                                   TdmPadding padding, std::source_location location) {
  const char* op = "tensor_descriptor";
  KernelBuilder& b = builder(location);
  require_target(b, op, location);
  require_valid(b, base, "the base pointer", op, location);
  if (!base.is_scalar() || !base.dtype().pointer)
    b.error(location, op, fmt::format("the base must be a scalar pointer, not {}", base.type().summary()));
  TensorDescriptor descriptor;
  descriptor.dtype = base.dtype().pointee();
  const int bytes = descriptor.dtype.bytes();
  if (descriptor.dtype.is_bool() || !is_power_of_two(bytes) || bytes > 8)
    b.error(location, op, fmt::format("the data mover moves elements of 1, 2, 4 or 8 bytes (the 2-bit data size "
                                      "field), not {}", descriptor.dtype.name()));
  const int rank = static_cast<int>(tile.size());
  if (rank < 1 || rank > kTensorDescriptorMaxRank)
    b.error(location, op, fmt::format("a {}-D tile; descriptors have 1 to {} dimensions", rank, kTensorDescriptorMaxRank));
  if (static_cast<int>(sizes.size()) != rank || static_cast<int>(strides.size()) != rank)
    b.error(location, op, fmt::format("{} sizes and {} strides for a {}-D tile; give one of each per dimension",
                                      sizes.size(), strides.size(), rank));
  for (int d = 0; d < rank; ++d) {
    const int64_t size = tile[static_cast<size_t>(d)];
    if (size < 1 || size > kTileFieldMax)
      b.error(location, op, fmt::format("the tile's {} is {}; the tile_dim{} field holds 1 to {}",
                                        dimension_name(d, rank), size, rank - 1 - d, kTileFieldMax));
    if (!is_power_of_two(size))
      b.error(location, op, fmt::format("the tile's {} is {}, not a power of two (LDS buffers have power-of-two shapes)",
                                        dimension_name(d, rank), size));
  }
  if (padding.interval != 0 || padding.amount != 0) {
    // The pad fields count dwords: interval = log2(dwords) - 1 in 3 bits, amount = dwords - 1 in 7.
    const int64_t interval_bytes = padding.interval * bytes, amount_bytes = padding.amount * bytes;
    if (!is_power_of_two(padding.interval) || interval_bytes % 4 != 0 || interval_bytes / 4 < 2 || interval_bytes / 4 > 256)
      b.error(location, op, fmt::format("pad_interval is {} elements ({} bytes); it must be a power of two of 2 to 256 "
                                        "dwords (the 3-bit pad_interval field)", padding.interval, interval_bytes));
    if (!is_power_of_two(padding.amount) || amount_bytes % 4 != 0 || amount_bytes / 4 > 128)
      b.error(location, op, fmt::format("pad_amount is {} elements ({} bytes); it must be a power of two of 1 to 128 "
                                        "dwords (the 7-bit pad_amount field)", padding.amount, amount_bytes));
  }
  descriptor.base = base;
  descriptor.tile = tile;
  descriptor.padding = padding;
  const int64_t lds_bytes = descriptor.lds_layout().allocation_elements() * bytes;
  const int capacity = b.target().properties().lds_bytes_per_workgroup;
  if (lds_bytes > capacity)
    b.error(location, op, fmt::format("the tile takes {} bytes of LDS (padding included) but a workgroup on {} has {}",
                                      lds_bytes, b.target().to_string(), capacity));
  for (int d = 0; d < rank; ++d)
    descriptor.sizes.push_back(scalar_field(b, sizes[static_cast<size_t>(d)], i32, 0, kInt32Max,
                                            fmt::format("the tensor size of {} (tensor_dim{})", dimension_name(d, rank),
                                                        rank - 1 - d),
                                            op, location));
  if (strides.back().tensor || strides.back().number != 1)
    b.error(location, op, "the innermost stride must be the number 1: the data mover reads the hardware's dim0 "
                          "contiguously");
  for (int d = 0; d < rank; ++d)
    descriptor.strides.push_back(scalar_field(b, strides[static_cast<size_t>(d)], i64, 1, kStrideLimit - 1,
                                              fmt::format("the stride of {} (48-bit field)", dimension_name(d, rank)),
                                              op, location));
  return descriptor;
}

TdmPadding conflict_free_tdm_padding(const Layout& reader, DType dtype, const LdsBankModel& model) {
  const std::vector<int64_t> tile = reader.shape();
  const int bytes = dtype.bytes();
  using Score = std::tuple<int64_t, int64_t, int64_t>;
  auto score = [&](const LdsLayout& lds) {
    const LdsCost cost = lds_cost(reader, lds, dtype, model, LdsDirection::load);
    return Score{cost.conflicts, cost.instructions, lds.allocation_elements()};
  };
  TdmPadding best;
  Score best_score = score(row_major_lds(tile));
  for (int64_t interval_dwords = 2; interval_dwords <= 256; interval_dwords *= 2)
    for (int64_t amount_dwords = 1; amount_dwords <= 128; amount_dwords *= 2) {
      if (interval_dwords * 4 % bytes != 0 || amount_dwords * 4 % bytes != 0) continue;
      const TdmPadding padding{interval_dwords * 4 / bytes, amount_dwords * 4 / bytes};
      const Score candidate = score(padded_lds(tile, padding.interval, padding.amount));
      if (candidate < best_score) best = padding, best_score = candidate;
    }
  return best;
}

void tdm_load(const Tensor& buffer, const TensorDescriptor& descriptor, const std::vector<Operand>& coordinates,
              std::source_location location) {
  emit_copy(OpKind::tdm_load, buffer, descriptor, coordinates, location);
}

void tdm_store(const TensorDescriptor& descriptor, const Tensor& buffer, const std::vector<Operand>& coordinates,
               std::source_location location) {
  emit_copy(OpKind::tdm_store, buffer, descriptor, coordinates, location);
}

void tdm_wait(int pending, std::source_location location) {
  KernelBuilder& b = builder(location);
  require_target(b, "tdm_wait", location);
  // TENSORcnt's width is not public; 6 bits like gfx12's other counters is assumed.
  if (pending < 0 || pending > 63)
    b.error(location, "tdm_wait", fmt::format("pending is {}; s_wait_tensorcnt takes 0 to 63", pending));
  b.emit(OpKind::tdm_wait, {}, {}, {{"pending", int64_t{pending}}}, location);
}

}  // namespace gfxtile
