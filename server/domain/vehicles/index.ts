export { listOptions, searchMakes, searchModels, searchYears } from './catalogue';
export {
  createVehicle,
  deleteVehicle,
  getVehicleDetail,
  listVehicles,
  updateVehicle,
} from './records';
