/// The Python programs the live-client checks run: each imports the `dtos.py` a host served, calls that host with
/// the `servicestack` package's `JsonServiceClient` (base URL in `argv[1]`) and prints one JSON object.
enum PythonLiveClientScripts {
    static let failure = """
        import json
        import sys
        from servicestack import JsonServiceClient, WebServiceException


        def failure(call):
            try:
                call()
                return None
            except WebServiceException as error:
                status = error.response_status
                return {
                    'status': error.status_code,
                    'errorCode': status.error_code if status else None,
                    'fields': [e.field_name for e in (status.errors or [])] if status else [],
                }

        """

    /// Test-server: a typed call and a call its validators refuse.
    static let testServer =
        failure + """
            from dtos import Hello, HelloResponse, ThrowValidation

            client = JsonServiceClient(sys.argv[1])
            hello = client.post(Hello(name='Python'))
            invalid = failure(lambda: client.post(ThrowValidation(age=0, required='', email='not an email')))
            print(json.dumps({
                'helloType': type(hello).__name__,
                'helloResult': hello.result,
                'validation': invalid,
            }))

            """

    /// TechStacks: a write refused without signing in, credentials sign-in, an AutoQuery call and CRUD.
    static let techStacks =
        failure + """
            from servicestack import Authenticate
            from dtos import (CreateTechnology, DeleteTechnology, FindTechnologies, TechnologyTier,
                              UpdateTechnology)

            client = JsonServiceClient(sys.argv[1])
            anonymous = failure(lambda: client.post(CreateTechnology(name='Anonymous', tier=TechnologyTier.DATA)))
            auth = client.post(Authenticate(provider='credentials', user_name='demo', password='demo'))

            invalid = failure(lambda: client.post(CreateTechnology(name='')))
            page = client.get(FindTechnologies(name_contains='S', take=2, skip=1, order_by='Id', include='Total'))
            everything = client.get(FindTechnologies(name_contains='S', order_by='Id'))

            created = client.post(CreateTechnology(name='Python Client Check', vendor_name='PSF',
                                                   tier=TechnologyTier.PROGRAMMING_LANGUAGE))
            technology_id = created.result.id
            updated = client.put(UpdateTechnology(id=technology_id, name='Python Client Check',
                                                  vendor_name='Python Software Foundation',
                                                  tier=TechnologyTier.PROGRAMMING_LANGUAGE))
            found = client.get(FindTechnologies(ids=[technology_id]))
            client.delete(DeleteTechnology(id=technology_id))
            after = client.get(FindTechnologies(ids=[technology_id]))
            print(json.dumps({
                'anonymous': anonymous,
                'authUserName': auth.user_name,
                'authHasSession': bool(auth.session_id),
                'invalid': invalid,
            'pageTotal': page.total,
                'pageOffset': page.offset,
                'pageNames': [t.name for t in page.results],
                'allNames': [t.name for t in everything.results],
                'allTotal': everything.total,
                'createdType': type(created.result).__name__,
                'createdSlug': created.result.slug,
                'createdTier': created.result.tier,
                'updatedVendor': updated.result.vendor_name,
                'foundVendors': [t.vendor_name for t in found.results],
                'afterDeleteTotal': after.total,
            }))

            """
}
