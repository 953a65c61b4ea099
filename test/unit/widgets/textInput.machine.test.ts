import { describe, expect, it } from 'vitest';
import { connectTextInput } from '../../../core/widgets/textInput.connect';
import {
  textInputMachine,
  textInputStart,
  type FieldProblem,
  type WholeJudge,
} from '../../../core/widgets/textInput.machine';
import { createCoveredActor } from '../../support/machine-coverage';

// A judge written here: a date of the 31st of February is no day.
const noSuchDay: WholeJudge = (value) => (value === '31.02.2026' ? 'dateNoSuchDay' : undefined);

const field = (value = '') => {
  const actor = createCoveredActor(textInputMachine, { snapshot: textInputStart({ value }) }).start();
  const told: (FieldProblem | undefined)[] = [];
  actor.on('problem', (event) => told.push(event.problem));
  const problem = () => actor.getSnapshot().context.problem;
  const committedOnce = () => actor.getSnapshot().matches({ judging: 'whole' });
  return { actor, told, problem, committedOnce };
};

describe("textInput machine: the field's own problem, and whether its value was committed once", () => {
  it('starts with no problem, not committed', () => {
    const { problem, committedOnce } = field('31.02.2026');
    expect(problem()).toBeUndefined();
    expect(committedOnce()).toBe(false);
  });

  it('before a commit only what typing could not keep is a problem; a whole value that is no day is not judged yet', () => {
    const { actor, problem, told, committedOnce } = field();
    actor.send({ type: 'TYPED', value: '31.02.2026', judge: noSuchDay });
    expect(problem()).toBeUndefined();
    actor.send({ type: 'TYPED', value: '12', problem: 'numberNoSign', judge: noSuchDay });
    expect(problem()).toBe('numberNoSign');
    actor.send({ type: 'TYPED', value: '123', judge: noSuchDay });
    expect(problem()).toBeUndefined();
    expect(told).toEqual(['numberNoSign', undefined]);
    expect(committedOnce()).toBe(false);
  });

  it('before a commit, a keystroke that clears what typing could not keep leaves no problem, even for a whole value that is no day', () => {
    const { actor, problem, told } = field();
    actor.send({ type: 'TYPED', value: '31.02.202', problem: 'numberNoSign', judge: noSuchDay });
    actor.send({ type: 'TYPED', value: '31.02.2026', judge: noSuchDay });
    expect(problem()).toBeUndefined();
    expect(told).toEqual(['numberNoSign', undefined]);
  });

  it('a keystroke that keeps the problem as it was takes no transition: the snapshot stays the same', () => {
    const { actor, told } = field('1');
    const before = actor.getSnapshot();
    actor.send({ type: 'TYPED', value: '12', judge: noSuchDay });
    expect(actor.getSnapshot()).toBe(before);
    actor.send({ type: 'TYPED', value: '-1', problem: 'numberNoSign', judge: noSuchDay });
    const withProblem = actor.getSnapshot();
    actor.send({ type: 'TYPED', value: '-12', problem: 'numberNoSign', judge: noSuchDay });
    expect(actor.getSnapshot()).toBe(withProblem);
    expect(told).toEqual(['numberNoSign']);
  });

  it('a commit judges the whole value, and from then on every correction is judged whole', () => {
    const { actor, problem, told, committedOnce } = field('31.02.2026');
    actor.send({ type: 'COMMIT', value: '31.02.2026', judge: noSuchDay });
    expect(committedOnce()).toBe(true);
    expect(problem()).toBe('dateNoSuchDay');
    actor.send({ type: 'TYPED', value: '28.02.2026', judge: noSuchDay });
    expect(problem()).toBeUndefined();
    actor.send({ type: 'TYPED', value: '31.02.2026', judge: noSuchDay });
    expect(problem()).toBe('dateNoSuchDay');
    // What typing could not keep is said first.
    actor.send({ type: 'TYPED', value: '31.02.2026', problem: 'numberNoSign', judge: noSuchDay });
    expect(problem()).toBe('numberNoSign');
    expect(told).toEqual(['dateNoSuchDay', undefined, 'dateNoSuchDay', 'numberNoSign']);
  });

  it('a commit of a good value still counts as committed, with nothing to tell', () => {
    const { actor, problem, told, committedOnce } = field('28.02.2026');
    actor.send({ type: 'COMMIT', value: '28.02.2026', judge: noSuchDay });
    expect(committedOnce()).toBe(true);
    expect(problem()).toBeUndefined();
    expect(told).toEqual([]);
    actor.send({ type: 'TYPED', value: '31.02.2026', judge: noSuchDay });
    expect(problem()).toBe('dateNoSuchDay');
  });

  it('a second commit that changes the problem says so; one that keeps it takes no transition', () => {
    const { actor, problem, told } = field('31.02.2026');
    actor.send({ type: 'COMMIT', value: '31.02.2026', judge: noSuchDay });
    const judged = actor.getSnapshot();
    actor.send({ type: 'COMMIT', value: '31.02.2026', judge: noSuchDay });
    expect(actor.getSnapshot()).toBe(judged);
    actor.send({ type: 'COMMIT', value: '28.02.2026', judge: noSuchDay });
    expect(problem()).toBeUndefined();
    expect(told).toEqual(['dateNoSuchDay', undefined]);
  });

  it('the clear button forgets the problem and the commit: the next value is judged as typed again', () => {
    const { actor, problem, told, committedOnce } = field('31.02.2026');
    actor.send({ type: 'COMMIT', value: '31.02.2026', judge: noSuchDay });
    actor.send({ type: 'CLEAR' });
    expect(problem()).toBeUndefined();
    expect(committedOnce()).toBe(false);
    expect(told).toEqual(['dateNoSuchDay', undefined]);
    actor.send({ type: 'TYPED', value: '31.02.2026', judge: noSuchDay });
    expect(problem()).toBeUndefined();
  });

  it('clearing a committed field without a problem forgets the commit and tells nothing', () => {
    const { actor, told, committedOnce } = field('28.02.2026');
    actor.send({ type: 'COMMIT', value: '28.02.2026', judge: noSuchDay });
    actor.send({ type: 'CLEAR' });
    expect(committedOnce()).toBe(false);
    expect(actor.getSnapshot().matches({ content: 'empty' })).toBe(true);
    expect(told).toEqual([]);
  });

  it('clearing a field whose typing left a problem, before any commit, forgets it', () => {
    const { actor, problem, told } = field('1');
    actor.send({ type: 'TYPED', value: '-1', problem: 'numberNoSign', judge: noSuchDay });
    actor.send({ type: 'CLEAR' });
    expect(problem()).toBeUndefined();
    expect(told).toEqual(['numberNoSign', undefined]);
  });

  it("the owner's status: error shows the message and no check mark, success the check mark, none neither", () => {
    const { actor } = field('x');
    const shown = () => connectTextInput(actor.getSnapshot(), actor.send, { id: 'f', clearLabel: 'Clear' });
    actor.send({ type: 'SET_STATUS', status: 'error' });
    expect(shown()).toMatchObject({ error: true, success: false });
    actor.send({ type: 'SET_STATUS', status: 'success' });
    expect(shown()).toMatchObject({ error: false, success: true });
    actor.send({ type: 'SET_STATUS', status: 'none' });
    expect(shown()).toMatchObject({ error: false, success: false });
  });
});
