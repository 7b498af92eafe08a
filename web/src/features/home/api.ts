import type {
  AddItemBody,
  ChoreBody,
  CreateListBody,
  HomeLiveEvent,
  HomeScope,
  ListWithItems,
  Meal,
  MealBody,
  UpdateItemBody,
} from '@krug/contract/home';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';

/** The circle a home screen shows: a family or a household. */
export interface Circle {
  scope: HomeScope;
  id: string;
}

export const homeKeys = {
  all: ['home'] as const,
  circle: (c: Circle) => ['home', c.scope, c.id] as const,
  lists: (c: Circle) => ['home', c.scope, c.id, 'lists'] as const,
  list: (c: Circle, id: string) => ['home', c.scope, c.id, 'list', id] as const,
  chores: (c: Circle, from: string, to: string) => ['home', c.scope, c.id, 'chores', from, to] as const,
  meals: (c: Circle, week: string) => ['home', c.scope, c.id, 'meals', week] as const,
};

/** The path parameters of a circle's home calls. */
const at = (c: Circle) => ({ scope: c.scope, scope_id: c.id });

/** A live `home.changed` event: the open screens of that circle refetch what changed. */
export function homeChanged(client: QueryClient, event: HomeLiveEvent) {
  const c = { scope: event.scope, id: event.scope_id };
  if (event.what === 'list' && event.list_id) {
    void client.invalidateQueries({ queryKey: homeKeys.list(c, event.list_id) });
    void client.invalidateQueries({ queryKey: homeKeys.lists(c) });
  } else if (event.what === 'lists') void client.invalidateQueries({ queryKey: homeKeys.lists(c) });
  else void client.invalidateQueries({ queryKey: [...homeKeys.circle(c), event.what] });
}

export function useLists(c: Circle) {
  return useQuery({
    queryKey: homeKeys.lists(c),
    queryFn: ({ signal }) =>
      call(api.GET('/api/home/{scope}/{scope_id}/lists', { params: { path: at(c) }, signal })),
    select: (d) => d.lists,
  });
}

export function useList(c: Circle, id: string) {
  return useQuery({
    queryKey: homeKeys.list(c, id),
    queryFn: ({ signal }) => call(api.GET('/api/lists/{id}', { params: { path: { id } }, signal })),
  });
}

export function useListMutations(c: Circle, listId?: string) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: homeKeys.lists(c) });
    if (listId) void client.invalidateQueries({ queryKey: homeKeys.list(c, listId) });
  };
  return {
    create: useMutation({
      mutationFn: (body: CreateListBody) =>
        call(api.POST('/api/home/{scope}/{scope_id}/lists', { params: { path: at(c) }, body })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(api.DELETE('/api/lists/{id}', { params: { path: { id } } })),
      onSuccess: refresh,
    }),
    addItem: useMutation({
      mutationFn: (body: AddItemBody) =>
        call(api.POST('/api/lists/{id}/items', { params: { path: { id: listId ?? '' } }, body })),
      onSuccess: refresh,
    }),
    updateItem: useMutation({
      mutationFn: ({ itemId, ...body }: UpdateItemBody & { itemId: string }) =>
        call(
          api.PATCH('/api/lists/{id}/items/{itemId}', {
            params: { path: { id: listId ?? '', itemId } },
            body,
          }),
        ),
      // The server's answer is the item as it now is; a refetch follows for everything else.
      onSuccess: (item) => {
        if (!listId) return;
        client.setQueryData(
          homeKeys.list(c, listId),
          (d: ListWithItems | undefined) =>
            d && { ...d, items: d.items.map((i) => (i.id === item.id ? item : i)) },
        );
      },
      onSettled: refresh,
    }),
    removeItem: useMutation({
      mutationFn: (itemId: string) =>
        call(
          api.DELETE('/api/lists/{id}/items/{itemId}', { params: { path: { id: listId ?? '', itemId } } }),
        ),
      onSuccess: refresh,
    }),
    moveItem: useMutation({
      mutationFn: ({ itemId, before_id }: { itemId: string; before_id: string | null }) =>
        call(
          api.POST('/api/lists/{id}/items/{itemId}/move', {
            params: { path: { id: listId ?? '', itemId } },
            body: { before_id },
          }),
        ),
      onSettled: refresh,
    }),
  };
}

export function useChores(c: Circle, from: string, to: string) {
  return useQuery({
    queryKey: homeKeys.chores(c, from, to),
    queryFn: ({ signal }) =>
      call(
        api.GET('/api/home/{scope}/{scope_id}/chores', {
          params: { path: at(c), query: { from, to } },
          signal,
        }),
      ),
  });
}

export function useChoreMutations(c: Circle) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: [...homeKeys.circle(c), 'chores'] });
  return {
    create: useMutation({
      mutationFn: (body: ChoreBody) =>
        call(api.POST('/api/home/{scope}/{scope_id}/chores', { params: { path: at(c) }, body })),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: ChoreBody & { id: string }) =>
        call(api.PUT('/api/chores/{id}', { params: { path: { id } }, body })),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(api.DELETE('/api/chores/{id}', { params: { path: { id } } })),
      onSettled,
    }),
    mark: useMutation({
      mutationFn: ({ id, date, status }: { id: string; date: string; status: 'done' | 'skipped' | null }) =>
        call(
          api.PUT('/api/chores/{id}/occurrences/{date}', {
            params: { path: { id, date } },
            body: { status },
          }),
        ),
      onSettled,
    }),
  };
}

export function useMeals(c: Circle, week: string) {
  return useQuery({
    queryKey: homeKeys.meals(c, week),
    queryFn: ({ signal }) =>
      call(
        api.GET('/api/home/{scope}/{scope_id}/meals', { params: { path: at(c), query: { week } }, signal }),
      ),
  });
}

export function useMealMutations(c: Circle) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: [...homeKeys.circle(c), 'meals'] });
  return {
    save: useMutation({
      mutationFn: ({ day, meal, ...body }: MealBody & { day: string; meal: Meal }) =>
        call(
          api.PUT('/api/home/{scope}/{scope_id}/meals/{day}/{meal}', {
            params: { path: { ...at(c), day, meal } },
            body,
          }),
        ),
      onSettled,
    }),
    clear: useMutation({
      mutationFn: ({ day, meal }: { day: string; meal: Meal }) =>
        call(
          api.DELETE('/api/home/{scope}/{scope_id}/meals/{day}/{meal}', {
            params: { path: { ...at(c), day, meal } },
          }),
        ),
      onSettled,
    }),
    toList: useMutation({
      mutationFn: (body: { from: string; to: string; list_id?: string | null }) =>
        call(api.POST('/api/home/{scope}/{scope_id}/meals/to-list', { params: { path: at(c) }, body })),
      onSuccess: () => client.invalidateQueries({ queryKey: homeKeys.circle(c) }),
    }),
  };
}
