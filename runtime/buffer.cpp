#include "runtime/buffer.h"

#include <algorithm>
#include <utility>

namespace gfxtile {

DeviceBuffer::DeviceBuffer(Device& device, ElementType type, std::vector<int64_t> shape)
    : device_(&device), element_type_(type), shape_(std::move(shape)) {
  elements_ = 1;
  for (int64_t extent : shape_) {
    if (extent < 0) fail("device buffer: negative extent {} in shape of {}", extent, describe());
    elements_ *= static_cast<uint64_t>(extent);
  }
  // Some allocators refuse zero bytes; an empty buffer still gets a distinct address.
  address_ = device_->allocate(std::max<size_t>(bytes(), 1));
}

DeviceBuffer::~DeviceBuffer() {
  if (device_ != nullptr && address_ != 0) device_->release(address_);
}

DeviceBuffer::DeviceBuffer(DeviceBuffer&& other) noexcept
    : device_(std::exchange(other.device_, nullptr)),
      address_(std::exchange(other.address_, 0)),
      element_type_(other.element_type_),
      shape_(std::move(other.shape_)),
      elements_(other.elements_) {}

DeviceBuffer& DeviceBuffer::operator=(DeviceBuffer&& other) noexcept {
  if (this != &other) {
    if (device_ != nullptr && address_ != 0) device_->release(address_);
    device_ = std::exchange(other.device_, nullptr);
    address_ = std::exchange(other.address_, 0);
    element_type_ = other.element_type_;
    shape_ = std::move(other.shape_);
    elements_ = other.elements_;
  }
  return *this;
}

std::string DeviceBuffer::describe() const {
  std::string text(element_type_name(element_type_));
  text += '[';
  for (size_t i = 0; i < shape_.size(); ++i) text += (i ? ", " : "") + std::to_string(shape_[i]);
  return text + ']';
}

}  // namespace gfxtile
