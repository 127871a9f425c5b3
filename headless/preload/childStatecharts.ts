/**
 * A step of the engine's background load (see steps.ts): the root's first children (router, notices,
 * project configuration), built before the rest so that no step is a long task on a slow device.
 */
export { projectConfigMachine } from '../../machines/config/projectConfig.machine.ts';
export { noticesMachine } from '../../machines/modal/notices.machine.ts';
export { routerMachine } from '../../machines/modal/router.machine.ts';
